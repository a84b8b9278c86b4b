/**
 * What the capture server (probe/capture-server.ts) says and decides, as pure values and
 * functions, so the tests and the observation reader share them. The revisions it speaks of are
 * content (`content/revisions.yaml`).
 */
import { MODERN_REVISION, REVISIONS } from '../register/axes.ts';
import { revisionIntroducing } from '../content/axes.ts';

export const SERVER_INFO = { name: 'mcp-register-probe', version: '1.0.0' } as const;

/** The one tool the capture server serves, so a prompt mode has something to list and call. */
export const PROBE_TOOL = {
  name: 'probe_echo',
  description: 'Echoes its text back. Serves the MCP capability register probe.',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
} as const;

/**
 * The text of the capture server's `sampling/createMessage`. The loopback model answers a request
 * that carries it at once: the client relays the server's own question while its prompt waits.
 */
export const SAMPLING_TEXT = 'Reply with the word ok.';

/** The revision the current era begins with (`content/revisions.yaml`); `server/discover` belongs to it. */
export const MODERN_VERSION = MODERN_REVISION;

/**
 * The revision the capture server negotiates with a client that names none in `initialize`: the
 * latest revision of an earlier era (the handshake is theirs), or the first revision when none is.
 */
export const LEGACY_VERSION = REVISIONS.filter((r) => r.era !== REVISIONS.at(-1)?.era).at(-1)?.id ?? REVISIONS[0].id;

/**
 * The first revision whose elicitation requests carry a mode (`form`, `url`): the one that
 * introduces those keys (`introduces` in `content/revisions.yaml`); none when no revision does.
 */
export const ELICITATION_MODES_FROM: string | undefined = revisionIntroducing('elicitation.form');

export { META_KEYS } from './meta-keys.ts';

/** The proper answer to `server/discover` (second pass). */
export function modernDiscoverResult(): Record<string, unknown> {
  return {
    supportedVersions: [MODERN_VERSION],
    capabilities: { tools: { listChanged: false } },
    serverInfo: SERVER_INFO,
    ttlMs: 0,
    cacheScope: 'private',
  };
}

/** The questions the capture server asks a client, in the order it asks them. */
export const ASKED_METHODS = ['roots/list', 'elicitation/create', 'sampling/createMessage'] as const;
export type AskedMethod = (typeof ASKED_METHODS)[number];

export const ELICITATION_MODES = ['form', 'url'] as const;
export type ElicitationMode = (typeof ELICITATION_MODES)[number];

/**
 * The `elicitation/create` modes to ask in: each mode the client declared (`{}` is form only,
 * as the 2025-11-25 schema reads it); form alone when it declared no elicitation at all, to see
 * whether it answers without declaring.
 */
export function elicitationModes(capabilities: Record<string, unknown>): ElicitationMode[] {
  const elicitation = capabilities.elicitation;
  if (elicitation === undefined || elicitation === null || typeof elicitation !== 'object') return ['form'];
  const keys = Object.keys(elicitation as object);
  const modes: ElicitationMode[] = [];
  if (keys.includes('form') || !keys.includes('url')) modes.push('form');
  if (keys.includes('url')) modes.push('url');
  return modes;
}
