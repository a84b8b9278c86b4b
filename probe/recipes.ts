/**
 * One recipe per client: the config it reads (written into the throwaway HOME), the command
 * that makes it connect to the capture server, and whether its prompt mode needs the loopback
 * model endpoint. See docs/probe.md for the traps each recipe steps around.
 */
import { mkdirSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface RecipeContext {
  /** Node 22 (the project's pinned runtime): runs the capture server and the Node-based clients. */
  node: string;
  /** probe/capture-server.ts */
  server: string;
  /** probe/ */
  probeDir: string;
  /** The install prefix of the client's package (its node_modules is inside). */
  prefix: string;
  home: string;
  tmp: string;
  work: string;
  /** The capture server's environment (PROBE_CAPTURE, PROBE_DONE, PROBE_PASS, PROBE_TIMEOUT_MS). */
  serverEnv: Record<string, string>;
  /** The loopback model endpoint's port. */
  modelPort: number;
}

export interface Invocation {
  /** argv, run in the work folder inside the network namespace. */
  argv: string[];
  /** Added to the clean environment (HOME, TMPDIR, PATH, LANG, TERM). */
  env: Record<string, string>;
  /** Start the loopback model endpoint first. */
  model: boolean;
}

export interface Recipe {
  /** The command as words for the observation (no machine paths, so it reproduces). */
  command: string;
  run(ctx: RecipeContext): Invocation;
}

const PROMPT = 'Say hello.';

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const modules = (ctx: RecipeContext, ...parts: string[]) => join(ctx.prefix, 'node_modules', ...parts);

/** The platform package's own binary (its launcher is replaced in postinstall, which the probe does not run). */
function platformBinary(ctx: RecipeContext, scope: string, name: string, ...rest: string[]): string {
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  return modules(ctx, ...(scope ? [scope] : []), `${name}-${process.platform}-${arch}`, ...rest);
}

/** Finds a file named `name` under `dir` (depth-first, first match). */
function find(dir: string, name: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile() && entry.name === name) return path;
    if (entry.isDirectory()) {
      const found = find(path, name);
      if (found) return found;
    }
  }
  return undefined;
}

const stdioServer = (ctx: RecipeContext) => ({ command: ctx.node, args: [ctx.server], env: ctx.serverEnv });

export const RECIPES: Record<string, Recipe> = {
  opencode: {
    command: 'opencode run "<prompt>" (config: ~/.config/opencode/opencode.json: mcp.probe local, provider probe on loopback)',
    run(ctx) {
      const s = stdioServer(ctx);
      write(
        join(ctx.home, '.config/opencode/opencode.json'),
        JSON.stringify(
          {
            autoupdate: false,
            share: 'disabled',
            mcp: { probe: { type: 'local', command: [s.command, ...s.args], environment: s.env, enabled: true } },
            provider: {
              probe: {
                npm: '@ai-sdk/openai-compatible',
                name: 'probe',
                options: { baseURL: `http://127.0.0.1:${ctx.modelPort}/v1`, apiKey: 'probe' },
                models: { 'probe-model': { name: 'probe-model' } },
              },
            },
            model: 'probe/probe-model',
          },
          null,
          2,
        ),
      );
      return {
        argv: [platformBinary(ctx, '', 'opencode', 'bin/opencode'), 'run', PROMPT],
        // Offline, fetching the model list and installing the default plugins only wait for their timeouts.
        env: {
          OPENCODE_DISABLE_AUTOUPDATE: '1',
          OPENCODE_DISABLE_MODELS_FETCH: '1',
          OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
          OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
          OPENCODE_DISABLE_SHARE: '1',
        },
        model: true,
      };
    },
  },
  codex: {
    command:
      'codex exec --skip-git-repo-check "<prompt>" (config: ~/.codex/config.toml: mcp_servers.probe, model provider on loopback, no retries)',
    run(ctx) {
      const s = stdioServer(ctx);
      const toml = (v: string) => JSON.stringify(v);
      const env = Object.entries(s.env)
        .map(([k, v]) => `${k} = ${toml(v)}`)
        .join(', ');
      write(
        join(ctx.home, '.codex/config.toml'),
        [
          'model = "probe-model"',
          'model_provider = "probe"',
          '',
          '[model_providers.probe]',
          'name = "probe"',
          `base_url = "http://127.0.0.1:${ctx.modelPort}/v1"`,
          'wire_api = "responses"',
          'request_max_retries = 0',
          'stream_max_retries = 0',
          '',
          '[mcp_servers.probe]',
          `command = ${toml(s.command)}`,
          `args = [${s.args.map(toml).join(', ')}]`,
          `env = { ${env} }`,
          '',
        ].join('\n'),
      );
      const binary = find(platformBinary(ctx, '@openai', 'codex', 'vendor'), 'codex');
      if (!binary) throw new Error(`no codex binary under ${platformBinary(ctx, '@openai', 'codex', 'vendor')}`);
      return { argv: [binary, 'exec', '--skip-git-repo-check', PROMPT], env: {}, model: true };
    },
  },
  'claude-code': {
    command: 'claude -p "<prompt>" --mcp-config <file> --strict-mcp-config --model probe-model (ANTHROPIC_BASE_URL on loopback)',
    run(ctx) {
      const s = stdioServer(ctx);
      const config = join(ctx.work, '..', 'mcp.json');
      write(config, JSON.stringify({ mcpServers: { probe: { type: 'stdio', ...s } } }, null, 2));
      return {
        argv: [
          platformBinary(ctx, '@anthropic-ai', 'claude-code', 'claude'),
          '-p',
          PROMPT,
          '--mcp-config',
          config,
          '--strict-mcp-config',
          '--model',
          'probe-model',
        ],
        env: {
          ANTHROPIC_BASE_URL: `http://127.0.0.1:${ctx.modelPort}`,
          ANTHROPIC_API_KEY: 'probe',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
          DISABLE_AUTOUPDATER: '1',
        },
        model: true,
      };
    },
  },
  'gemini-cli': {
    command:
      'gemini -p "<prompt>" -m probe-model (config: ~/.gemini/settings.json: mcpServers.probe trusted, API-key auth, GOOGLE_GEMINI_BASE_URL on loopback)',
    run(ctx) {
      const s = stdioServer(ctx);
      write(
        join(ctx.home, '.gemini/settings.json'),
        JSON.stringify(
          {
            mcpServers: { probe: { ...s, trust: true } },
            security: { auth: { selectedType: 'gemini-api-key' }, folderTrust: { enabled: false } },
            privacy: { usageStatisticsEnabled: false },
            telemetry: { enabled: false },
            general: { disableAutoUpdate: true, disableUpdateNag: true },
          },
          null,
          2,
        ),
      );
      return {
        argv: [ctx.node, modules(ctx, '@google/gemini-cli/bundle/gemini.js'), '-p', PROMPT, '-m', 'probe-model'],
        env: { GEMINI_API_KEY: 'probe', GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${ctx.modelPort}` },
        model: true,
      };
    },
  },
  'copilot-cli': {
    command:
      'copilot -p "<prompt>" --allow-all-tools --additional-mcp-config @<file> --disable-builtin-mcps --no-auto-update (COPILOT_PROVIDER_* on loopback)',
    run(ctx) {
      const s = stdioServer(ctx);
      const config = join(ctx.work, '..', 'mcp.json');
      write(config, JSON.stringify({ mcpServers: { probe: { type: 'local', ...s, tools: ['*'] } } }, null, 2));
      return {
        argv: [
          platformBinary(ctx, '@github', 'copilot', 'copilot'),
          '-p',
          PROMPT,
          '--allow-all-tools',
          '--additional-mcp-config',
          `@${config}`,
          '--disable-builtin-mcps',
          '--no-auto-update',
        ],
        env: {
          // The binary unpacks its JavaScript on first run: into the install cache, once, not into each HOME.
          COPILOT_PKG_CACHE_HOME: join(ctx.prefix, 'pkg-cache'),
          COPILOT_PROVIDER_BASE_URL: `http://127.0.0.1:${ctx.modelPort}/v1`,
          COPILOT_PROVIDER_TYPE: 'openai',
          COPILOT_PROVIDER_API_KEY: 'probe',
          COPILOT_MODEL: 'probe-model',
          COPILOT_OFFLINE: 'true',
        },
        model: true,
      };
    },
  },
  inspector: {
    command:
      'mcp-inspector --cli -e <capture settings> node capture-server.ts --method tools/call --tool-name probe_echo --tool-arg text=ok',
    run(ctx) {
      const env = Object.entries(ctx.serverEnv).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
      return {
        argv: [
          ctx.node,
          modules(ctx, '@modelcontextprotocol/inspector/clients/launcher/build/index.js'),
          '--cli',
          ...env,
          ctx.node,
          ctx.server,
          '--method',
          'tools/call',
          '--tool-name',
          'probe_echo',
          '--tool-arg',
          'text=ok',
        ],
        env: {},
        model: false,
      };
    },
  },
  'sdk-client': {
    command:
      'node probe/sdk-client.ts node capture-server.ts (new Client(clientInfo) with its defaults: listTools, callTool probe_echo, close)',
    run(ctx) {
      return {
        argv: [ctx.node, join(ctx.probeDir, 'sdk-client.ts'), ctx.node, ctx.server],
        env: { ...ctx.serverEnv, PROBE_SDK_DIR: ctx.prefix },
        model: false,
      };
    },
  },
};
