/**
 * How a structured citation reads on a page: `schema/2025-11-25/schema.ts:322`,
 * `internal/mcpclient/modern.go:102-108,342-359`, `wire W2`.
 */
import type { Citation } from './schema.ts';

export function lineSpec(c: Extract<Citation, { kind: 'file' }>): string {
  const parts = c.lines.map((l) => (l.end === undefined ? `${l.start}` : `${l.start}-${l.end}`));
  parts.push(...c.symbols);
  return parts.join(',');
}

export function citationLabel(c: Citation): string {
  if (c.kind === 'wire') return `wire ${c.id}`;
  const prefix = c.client === 'opencode-v1' ? 'v1:' : c.client === 'opencode-v2' ? 'v2:' : '';
  const lines = lineSpec(c);
  return `${prefix}${c.path}${lines ? `:${lines}` : ''}`;
}

/** Fragment id of the n-th citation (0-based) of a row: `cap-03-src-1`. */
export function citationFragment(rowSlug: string, index: number): string {
  return `${rowSlug}-src-${index + 1}`;
}

export function wireFragment(id: string): string {
  return `wire-${id.toLowerCase()}`;
}
