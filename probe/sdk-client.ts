/**
 * The reference SDK's own `Client`, as a probed client: constructed with its defaults (no
 * capabilities, no handlers), connected over stdio to the capture server, it lists the tools and
 * calls the probe's tool (which answers once the server's questions are answered), then closes.
 *
 *   PROBE_SDK_DIR=<install prefix of @modelcontextprotocol/sdk> node probe/sdk-client.ts <command> [args...]
 *
 * The SDK is loaded from the probe's cached install at the pinned version, not from the site's
 * dependencies.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const sdkDir = process.env.PROBE_SDK_DIR;
const [command, ...args] = process.argv.slice(2);
if (!sdkDir || !command) {
  process.stderr.write('usage: PROBE_SDK_DIR=<prefix> node probe/sdk-client.ts <server command> [args...]\n');
  process.exit(2);
}
const esm = join(sdkDir, 'node_modules/@modelcontextprotocol/sdk/dist/esm');
const { Client } = (await import(
  pathToFileURL(join(esm, 'client/index.js')).href
)) as typeof import('@modelcontextprotocol/sdk/client/index.js');
const { StdioClientTransport } = (await import(
  pathToFileURL(join(esm, 'client/stdio.js')).href
)) as typeof import('@modelcontextprotocol/sdk/client/stdio.js');
const { version } = JSON.parse(readFileSync(join(sdkDir, 'node_modules/@modelcontextprotocol/sdk/package.json'), 'utf8')) as {
  version: string;
};

// The SDK has no clientInfo of its own: the name is the probe's, the version the SDK's.
const client = new Client({ name: 'mcp-typescript-sdk-client', version });
await client.connect(new StdioClientTransport({ command, args, env: process.env as Record<string, string>, stderr: 'inherit' }));
await client.listTools();
const result = await client.callTool({ name: 'probe_echo', arguments: { text: 'ok' } });
process.stdout.write(JSON.stringify(result) + '\n');
await client.close();
