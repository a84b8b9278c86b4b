/**
 * Capability key paths: where in a side's capabilities object (`ClientCapabilities`,
 * `ServerCapabilities`) a row's capability lives. Written as names joined by dots
 * (`roots.listChanged`, `tasks.requests.tools.call`); a key that contains dots or slashes is
 * written in brackets and double quotes (`extensions["io.modelcontextprotocol/tasks"]`).
 */
import { mustAt } from '../lookup/must.ts';

/** A key path: the first name, then `.name` or `["any key"]` segments. */
export const KEY_PATH_PATTERN = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\["[^"\\\]]+"\])*$/;

/** What a malformed path is told. */
export const KEY_PATH_MESSAGE =
  'expected a capability key path such as roots.listChanged, tasks.requests.tools.call or extensions["io.modelcontextprotocol/tasks"]: names joined by dots, a key containing dots or slashes written as ["…"]';

/** The segments of a key path (`a.b["c/d"]` → `a`, `b`, `c/d`); throws on a malformed one. */
export function parseKeyPath(path: string): string[] {
  if (!KEY_PATH_PATTERN.test(path)) throw new Error(`${JSON.stringify(path)}: ${KEY_PATH_MESSAGE}`);
  return [...path.matchAll(/\["([^"]+)"\]|([^.[\]]+)/g)].map((m) => m[1] ?? mustAt(m, 2, 'key path segment'));
}

/** The two sides a capability key can be declared on. */
export const KEY_SIDES = ['client', 'server'] as const;
export type KeySide = (typeof KEY_SIDES)[number];

/** One capability key on one side. */
export interface CapabilityKey {
  side: KeySide;
  path: string;
}

/** How a key is named in reports and messages: `client roots.listChanged`. */
export function keyLabel(key: CapabilityKey): string {
  return `${key.side} ${key.path}`;
}

/** The keys a row names: each path on its side, or on both sides for `both`. */
export function capabilityKeys(capability: { side: 'client' | 'server' | 'both'; paths: readonly string[] }): CapabilityKey[] {
  const sides: KeySide[] = capability.side === 'both' ? ['client', 'server'] : [capability.side];
  return sides.flatMap((side) => capability.paths.map((path) => ({ side, path })));
}
