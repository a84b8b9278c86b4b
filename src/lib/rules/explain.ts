/**
 * How one cell was decided, for `npm run explain -- <row> <product> <revision>`: the values and the entry they come
 * from, each quote with its passage, provenance and scope, the step of the verdict's precedence that decided it, why
 * the basis is what it is, and which rules read the words it rests on (every one passed, or the check would have
 * stopped the build).
 */
import { isDefined, MODERN_REVISION, PRODUCTS, type RevisionId } from '../register/axes.ts';
import { BASIS_DESCRIPTIONS } from '../register/basis-words.ts';
import type { Row } from '../register/schema.ts';
import { decidingStep, playsSide, VERDICT_PRECEDENCE } from '../register/verdict.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { parseLocation, passage } from '../evidence/locations.ts';
import { isInputRequestRow } from '../evidence/input-requests.ts';
import type { EvidenceLink } from '../evidence/links.ts';
import type { MatrixCell, MatrixRow } from '../matrix/build.ts';
import type { RuleId } from './ids.ts';
import { specAt } from '../lookup/at.ts';

/** The step of the legend's precedence (0-based) that decided a cell's verdict. */
export function cellDecidingStep(cell: MatrixCell, row: Pick<MatrixRow, 'side' | 'spec'>): number {
  const roles = PRODUCTS.find((p) => p.id === cell.product)?.roles ?? [];
  return decidingStep(cell.verdict, playsSide(row.side, roles), specAt(row, cell.revision));
}

/** The rules that read the words of a cell: those whose check applies to a value, quote or dispute it has. */
export function rulesThatRead(cell: MatrixCell, row: Pick<Row, 'id' | 'side' | 'capability' | 'audit'>, spec: string): RuleId[] {
  const all = [...cell.evidence, ...cell.unused];
  // The rules of words read the quotes of declared and implemented values; roles, speaks and spec quotes are only found in their passages.
  const quotes = all.filter((q) => q.field === 'declared' || q.field === 'implemented');
  const rules: RuleId[] = [];
  const add = (id: RuleId, when: boolean) => {
    if (when) rules.push(id);
  };
  const known = cell.declared !== 'unknown' || cell.implemented !== 'unknown';
  const elsewhere = quotes.some((q) => q.in.startsWith('note:') || !q.in.startsWith(`${row.id}/`));
  const modern = cell.revision === MODERN_REVISION;
  add('quote-in-passage', all.length > 0);
  add('stated-needs-revision-words', quotes.length > 0);
  add('quote-keeps-scope-words', quotes.length > 0);
  add('quote-states-only-its-field', quotes.length > 0);
  add('words-about-this-product', quotes.length > 0);
  add(
    'one-reading-for-every-revision',
    quotes.some((q) => q.scope === 'inferred'),
  );
  add('modern-needs-2026-words', modern && known);
  add('legacy-requests-stop-at-2026', modern && cell.implemented !== 'unknown');
  add('input-requests-at-2026', modern && cell.implemented !== 'unknown' && isInputRequestRow(row.capability));
  add('one-audit-per-cell', known && cell.product === row.audit.product);
  add('words-reach-only-their-passage', elsewhere);
  add('disputed-words-carry-dispute', elsewhere);
  add(
    'strongest-note-quote',
    quotes.some((q) => q.in.startsWith('note:')),
  );
  add('same-side-words', elsewhere && row.side !== 'both');
  add('each-side-needs-words', row.side === 'both' && (cell.implemented === 'yes' || cell.implemented === 'partial'));
  const undefinedHere = spec !== 'unknown' && !isDefined(spec as Parameters<typeof isDefined>[0]);
  add('out-of-revision-needs-sending-words', undefinedHere && ['yes', 'conditional', 'off'].includes(cell.declared));
  add('sending-uses-strongest-words', undefinedHere && (cell.implemented === 'yes' || cell.implemented === 'partial'));
  add('contrary-words-need-dispute', (cell.contrary ?? []).length > 0);
  add('disputed-cell-shows-both-sides', cell.disputes.length > 0);
  add('peer-use-quoted-as-uses', (cell.uses ?? []).length > 0);
  add('published-values-carry-words', known);
  return rules;
}

function passageText(corpus: EvidenceCorpus, where: string): string {
  const location = parseLocation(where, null);
  if ('error' in location) return location.error;
  const found = passage(corpus, location);
  if ('error' in found) return found.error;
  return found.text.length > 240 ? `${found.text.slice(0, 237)}…` : found.text;
}

function quoteLines(corpus: EvidenceCorpus, links: readonly EvidenceLink[]): string[] {
  return links.flatMap((q) => [
    `  ${q.field}: ${q.in} “${q.quote}”`,
    `    ${q.scope} at this revision; from ${q.provenance?.label ?? 'a passage outside the content'}`,
    `    passage: ${passageText(corpus, q.in)}`,
  ]);
}

/** The lines `npm run explain` prints for one cell. */
export function explainCell(
  cell: MatrixCell,
  row: MatrixRow,
  data: Pick<Row, 'id' | 'side' | 'capability' | 'audit'>,
  corpus: EvidenceCorpus,
  titleOf: (id: RuleId) => string,
): string[] {
  const revision: RevisionId = cell.revision;
  const step = cellDecidingStep(cell, row);
  const lines = [
    `${row.id} ${row.title}: ${cell.product} at ${revision}`,
    `verdict: ${cell.verdict}, basis: ${cell.basis}${cell.disputes.length ? `, disputed (${cell.disputes.join(', ')})` : ''}`,
    `spec at ${revision}: ${specAt(row, revision)}; declared: ${cell.declared}; implemented: ${cell.implemented}`,
    `decided by step ${step + 1} of the verdict's precedence (the legend): ${VERDICT_PRECEDENCE[step]?.when ?? 'no step'}`,
    `why the basis is ${cell.basis}: ${BASIS_DESCRIPTIONS[cell.basis]}`,
  ];
  if (cell.note) lines.push(`note: ${cell.note}`);
  lines.push(
    '',
    cell.evidence.length ? 'the words the verdict rests on:' : 'no words the verdict rests on',
    ...quoteLines(corpus, cell.evidence),
  );
  if (cell.unused.length) lines.push('', 'words not used by the verdict:', ...quoteLines(corpus, cell.unused));
  for (const c of cell.contrary ?? []) lines.push('', `contrary words: ${c.field} ${c.value} on ${c.in} “${c.quote}”`);
  const rules = rulesThatRead(cell, data, specAt(row, revision));
  lines.push('', 'rules that read these words (all passed):', ...rules.map((id) => `  ${id}: ${titleOf(id)} (docs/rules.md#${id})`));
  return lines;
}
