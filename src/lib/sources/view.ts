/**
 * How pages and the drawer put another source's statement into words. Small and free of the
 * mapping table, so the matrix drawer can import it.
 */
import { AGREEMENT_LABELS, type Agreement } from './agreements.ts';
import type { CellOtherSourcesExport } from './export.ts';
import type { OtherSource } from './schema.ts';

type Statement = CellOtherSourcesExport['statements'][number];

/** `declares it`, `does not declare it`, `uses it (partial)`, `says nothing`. */
export function saysWords(s: Pick<Statement, 'says' | 'meaning' | 'partial'>): string {
  const verb = s.meaning === 'declaration' ? 'declare' : 'use';
  const words =
    s.says === 'declares' ? 'declares it'
    : s.says === 'uses' ? (s.meaning === 'hint' ? 'lists a label that covers it (a hint)' : 'uses it')
    : s.says === 'does-not' ? `does not ${verb} it`
    : 'says nothing of it';
  return s.partial ? `${words} (partial)` : words;
}

/** What each field behind it is: `roots: {}`, `no roots key`, `roots.list: no`, `Sampling (partial)`. */
export function fieldWords(f: Statement['fields'][number]): string {
  if (f.value === 'absent') return `no ${f.field}`;
  if (f.value === 'no') return `${f.field}: no`;
  if (f.value === 'partial') return `${f.field} (partial)`;
  return f.field;
}

/** The revision as the record gives it. */
export function revisionWords(revision: string | null): string {
  return revision ? `protocolVersion ${revision}` : 'no revision recorded';
}

/** A statement's agreement as the start of a sentence: `Disagrees with the register`. */
export function agreementWords(agreement: Agreement): string {
  const words = AGREEMENT_LABELS[agreement];
  return agreement === 'none' ? 'Nothing to compare' : `${words.charAt(0).toUpperCase()}${words.slice(1).replace(/^(\w+)/, '$1s')}`;
}

/** Was any field copied from Apify (canimcp's provenance)? */
export function copiedFromApify(s: Pick<Statement, 'fields'>): boolean {
  return s.fields.some((f) => f.provenance === 'apify');
}

/** What a page needs to credit a source: its name, link, licence, credit line and caveats. */
export interface SourceCredit {
  id: OtherSource['id'];
  name: string;
  url: string;
  licence: OtherSource['licence'];
  attribution: string;
  caveats: string[];
  /** `0.0.14` or `0dfb7b62`: what was read. */
  read: string;
}

export function sourceCredit(source: OtherSource): SourceCredit {
  return {
    id: source.id,
    name: source.name,
    url: source.url,
    licence: source.licence,
    attribution: source.attribution,
    caveats: source.caveats,
    read: source.read.kind === 'package' ? `${source.read.package} ${source.read.version} (dated ${source.read.dated})` : `commit ${source.read.commit.slice(0, 8)} (dated ${source.read.dated})`,
  };
}
