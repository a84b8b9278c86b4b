/**
 * Where a source's fact can be read: its file and line at the commit read, as a link, and the
 * words that name it (a package key for a package source).
 */
import type { OtherSource } from './schema.ts';

/** A link to `line` of the source's data at the commit read. Package files link to the same data in the repository at the tag's commit. */
export function factUrl(source: OtherSource, file: string, line: number): string {
  const path = source.read.kind === 'package' ? (source.read.upstreamFile ?? source.read.files[0]) : file;
  return `${source.read.repository}/blob/${source.read.commit}/${path}#L${line}`;
}

/** How a fact's place is named: `mcp-client-capabilities@0.0.14 › opencode › roots (line 255)`, or `docs/clients.mdx:1826`. */
export function factPlace(source: OtherSource, file: string, key: string, field: string | null, line: number): string {
  if (source.read.kind === 'package')
    return `${source.read.package}@${source.read.version} › ${key}${field ? ` › ${field}` : ''} (line ${line})`;
  return `${file}:${line}`;
}
