/**
 * Locations: what an evidence `in` value names (a row section, `source-N`, a note, a
 * register header), the passage's text in the corpus, and the page it is on.
 */
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';

/** A location resolved against the row it is written in. */
export type Location =
  | { kind: 'section'; row: string; section: string }
  | { kind: 'source'; row: string; index: number }
  | { kind: 'note'; slug: string }
  | { kind: 'register'; id: string };

/** Read an `in` value; `row` is the row it is written in (null for facts outside rows). */
export function parseLocation(where: string, row: string | null): Location | { error: string } {
  let m: RegExpExecArray | null;
  if ((m = /^note:([a-z0-9-]+)$/.exec(where)) && m[1]) return { kind: 'note', slug: m[1] };
  if ((m = /^register:([a-z-]+)$/.exec(where)) && m[1]) return { kind: 'register', id: m[1] };
  const [, other, section] = /^([A-Z]+-\d{2,})\/([a-z][a-z0-9-]*)$/.exec(where) ?? [];
  if (other && section) {
    const index = /^source-(\d+)$/.exec(section);
    return index ? { kind: 'source', row: other, index: Number(index[1]) } : { kind: 'section', row: other, section };
  }
  if (row === null) return { error: `"${where}" names no row: write it as CAP-NN/<section>, note:<slug> or register:<id>` };
  if ((m = /^source-(\d+)$/.exec(where))) return { kind: 'source', row, index: Number(m[1]) };
  if (/^[a-z][a-z0-9-]*$/.test(where)) return { kind: 'section', row, section: where };
  return { error: `"${where}" is not a section id, source-N, note:<slug>, register:<id> or CAP-NN/<section>` };
}

/** The text of the passage an `in` written in `row` names, or null when it names none the corpus has. */
export function passageOf(corpus: EvidenceCorpus | undefined, where: string, row: string | null): string | null {
  const location = parseLocation(where, row);
  if (!corpus || 'error' in location) return null;
  const found = passage(corpus, location);
  return 'text' in found ? found.text : null;
}

/** The text a location names, or a message saying why there is none. */
export function passage(corpus: EvidenceCorpus, location: Location): { text: string } | { error: string } {
  switch (location.kind) {
    case 'note': {
      const text = corpus.notes.get(location.slug);
      return text === undefined ? { error: `there is no note "${location.slug}" in content/idiosyncrasies/` } : { text };
    }
    case 'register': {
      const text = corpus.registers.get(location.id);
      return text === undefined ? { error: `there is no register "${location.id}" in content/registers/` } : { text };
    }
    case 'section': {
      const row = corpus.rows.get(location.row);
      if (!row) return { error: `there is no row ${location.row}` };
      const text = row.sections.get(location.section);
      if (text === undefined) {
        return { error: `${location.row} has no section "${location.section}"; its sections are ${[...row.sections.keys()].join(', ')}` };
      }
      return { text };
    }
    case 'source': {
      const row = corpus.rows.get(location.row);
      if (!row) return { error: `there is no row ${location.row}` };
      const citation = row.sources[location.index - 1];
      if (!citation) return { error: `${location.row} has ${row.sources.length} citations; source-${location.index} does not exist` };
      return { text: normalizeWords(citation.kind === 'file' ? `${citation.raw} ${citation.quote ?? ''}` : citation.raw) };
    }
  }
}

/** The page a location is on, site-relative to `base` (which ends in `/`). */
export function locationPage(location: Location, base: string): string {
  switch (location.kind) {
    case 'note':
      return `${base}idiosyncrasies/${location.slug}/`;
    case 'register':
      return `${base}`;
    case 'section':
    case 'source':
      return `${base}capabilities/${location.row.toLowerCase()}/`;
  }
}
