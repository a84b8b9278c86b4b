/**
 * The content check's rules of truth, beyond “the quote is in its passage” (`quotes.ts`): what the words of each
 * value, contrary, speaks fact and dispute say, read against the revisions, sides, audits and products they are
 * written for. Each problem is tagged with the rule that found it; each rule is documented, with why and examples,
 * in its module under `src/lib/rules/` (and in docs/rules.md, written from them). The helpers each rule calls live
 * beside this file (`scope.ts`, `coverage.ts`, `reach.ts`, `input-requests.ts`, …), each saying what it reads.
 */
import { REVISION_IDS } from '../register/axes.ts';
import type { ContraryWords, Dispute, EvidenceRef, ProductEntry, ProductFacts, Row } from '../register/schema.ts';
import { type EvidenceCorpus } from './corpus.ts';
import { auditKey, auditsOf, isPinnedCurrent, isPreservedComparison, refProvenance } from './provenance.ts';
import { contains, quotedSpans } from './note-quotes.ts';
import { findQuote, type EvidenceProblem } from './quotes.ts';
import { polarityOf } from './scope.ts';
import { parseLocation } from './locations.ts';
import { namesNoAnswer, speaksOnlyOfAnswering } from './input-requests.ts';
import { quoteIsAboutProduct } from './product-words.ts';
import { concernsContrary, listsCell } from './dispute-reach.ts';
import { rowsNamedByOwnWords, unnamedCapability, unnamedMember } from './reach.ts';
import { quoteNamesProduct } from './product-words.ts';
import { exclusiveDeclaration } from './exclusive-words.ts';
import { DECLARATION_PHRASES, declarationWords, isBareDeclaration, sentenceOf, speaksOfDeclaring } from './field-words.ts';
import { clauseAround, isOnlyCitation, withoutCitations } from './clause-words.ts';
import { wordsPolarity } from './contrary-words.ts';
import { aboutAnotherProduct } from './other-product.ts';
import { unrecordedPositionProblems } from './position-record.ts';
import { speaksContraryProblems } from './speaks-contrary.ts';
import { joinsAudits } from './audit-join.ts';
import { usesProblems } from './uses.ts';
import type { RuleId } from '../rules/ids.ts';
import { contentAxes } from '../content/axes.ts';

/**
 * contrary-words-need-dispute reads a contrary's words (that its value differs from the entry's is the schema's check): a
 * declared contrary quotes a sentence about declaring whose polarity is its value's (“Declares both, to
 * both eras” is never declared no); an implemented contrary is not a bare declaration clause.
 */
function contraryWordsProblem(corpus: EvidenceCorpus, row: string, contrary: ContraryWords, entry: ProductEntry): string | null {
  if (contrary.field === 'declared') {
    if (!speaksOfDeclaring(corpus, contrary, row) || !declarationWords(withoutCitations(contrary.quote)).length) {
      return `gives declared "${contrary.value}" on ${contrary.in} “${contrary.quote}”, words that do not themselves speak of declaring (${DECLARATION_PHRASES.map((p) => p.name).join(', ')}): a contrary's field is what its words speak of (contrary-words-need-dispute). Quote words about the declaration, or record the words under the field they speak of`;
    }
    // A trimmed quote says what its clause says (“declares the extension” of “it never declares the extension”).
    const says = wordsPolarity(withoutCitations(clauseAround(sentenceOf(corpus, contrary, row), contrary.quote)));
    if (says !== polarityOf(contrary.value)) {
      const head = `gives declared "${contrary.value}" on ${contrary.in} “${contrary.quote}”, words that say it is ${says === 'positive' ? 'declared' : 'not declared'}`;
      // The value the words say may be the entry's own: then they agree with it, and a contrary giving it is refused.
      const suggested = says === 'positive' ? 'yes' : 'no';
      if (suggested === entry.declared.value) {
        return `${head}, as the entry's declared "${entry.declared.value}" does: words that agree with the entry are no contrary (contrary-words-need-dispute). Remove the contrary, or move its in and quote to declared.evidence if the cell rests on them`;
      }
      return `${head}: a contrary's value is what its words say (contrary-words-need-dispute). Write value: ${suggested}, or quote words that say "${contrary.value}"`;
    }
  } else if (isOnlyCitation(contrary.quote)) {
    return `gives implemented "${contrary.value}" on ${contrary.in} “${contrary.quote}”, a citation (file, lines), not words about what the product does (contrary-words-need-dispute): quote the sentence's words`;
  } else if (isBareDeclaration(contrary.quote)) {
    return `gives implemented "${contrary.value}" on ${contrary.in} “${contrary.quote}”, a bare declaration clause: a contrary's field is what its words speak of (contrary-words-need-dispute and quote-states-only-its-field). Record it as field: declared, or quote the words about what the product does`;
  }
  return null;
}

/** Is the quote in a row's citation of the specification (`source: spec`)? */
function isSpecCitation(corpus: EvidenceCorpus, ref: EvidenceRef, row: string): boolean {
  const location = parseLocation(ref.in, row);
  if ('error' in location || location.kind !== 'source') return false;
  const citation = corpus.rows.get(location.row)?.sources[location.index - 1] as { source?: string } | undefined;
  return citation?.source === contentAxes().axes.specification;
}

/** contrary-words-need-dispute for one contrary of an entry; messages name the fix. */
function contraryProblems(
  corpus: EvidenceCorpus,
  row: string,
  product: string,
  entry: ProductEntry,
  contrary: ContraryWords,
  disputes: readonly Dispute[],
): { rule: RuleId; message: string }[] {
  const missing = findQuote(corpus, contrary, row);
  if (missing) return [{ rule: 'quote-in-passage', message: missing }];
  const words = contraryWordsProblem(corpus, row, contrary, entry);
  if (words) return [{ rule: 'contrary-words-need-dispute', message: words }];
  // A contrary is words about this product; a clause naming only another product is that product's, and
  // a note's clause naming none is about the products the note audits.
  const other = aboutAnotherProduct(corpus, contrary, row, product);
  if (other) {
    return [
      {
        rule: 'words-about-this-product',
        message: `${contrary.in} “${contrary.quote}” sits in a clause about ${other}, not ${product}: a contrary is another audit's words about this product (contrary-words-need-dispute and words-about-this-product). Quote words about ${product}, or remove the contrary`,
      },
    ];
  }
  const own = new Set(auditsOf(corpus, entry[contrary.field].evidence ?? [], row).map((p) => auditKey(p)));
  const theirs = auditKey(refProvenance(corpus, contrary, row));
  // contrary-words-need-dispute's definition: a contrary is another audit's words; the entry's own audit is evidence or because.
  const entryAudits = new Set(
    auditsOf(corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], row).map((p) => auditKey(p)),
  );
  if (theirs !== null && entryAudits.has(theirs)) {
    const label = refProvenance(corpus, contrary, row)?.label ?? contrary.in;
    return [
      {
        rule: 'contrary-words-need-dispute',
        message: `${contrary.in} “${contrary.quote}” is ${label}, the audit the entry's own evidence speaks for: a contrary is the words of another audit that disagrees (contrary-words-need-dispute), not the same audit's. Move the words to evidence or because if the cell rests on them, or quote them in the note, or remove the contrary`,
      },
    ];
  }
  if (theirs === null || own.has(theirs)) return [];
  const revisions = entry.revisions === 'all' ? REVISION_IDS : entry.revisions;
  // The dispute must be about these words (a position in their row quoting them), not any dispute listing the cell.
  const concerned = disputes.filter((d) => concernsContrary(d, contrary, row));
  const uncovered = revisions.filter((r) => !concerned.some((d) => listsCell(d, row, product, r)));
  if (!uncovered.length) return [];
  const label = refProvenance(corpus, contrary, row)?.label ?? contrary.in;
  return [
    {
      rule: 'contrary-words-need-dispute',
      message: `${contrary.in} (${label}) gives ${contrary.field} "${contrary.value}" where the entry's evidence, of another audit, gives "${entry[contrary.field].value}": passages of different audits that disagree on a cell need a dispute about these words. Add one in content/disputes/ with both positions (one in ${contrary.in.split('/')[0]} quoting “${contrary.quote}”) and cells: [{ row: ${row}, product: ${product}, revisions: [${uncovered.join(', ')}] }] (or list the cell, and a position quoting the words, in an existing one)`,
    },
  ];
}

/** stated-needs-revision-words, modern-needs-2026-words, legacy-requests-stop-at-2026, one-audit-per-cell, out-of-revision-needs-sending-words, same-side-words, contrary-words-need-dispute, strongest-note-quote, one-reading-for-every-revision, disputed-words-carry-dispute, words-reach-only-their-passage, role-words-about-the-product, exclusive-declaration-decides-every-key, implements-more-than-declared, quote-keeps-scope-words, speaks-facts-use-strongest-words, sending-uses-strongest-words and each-side-needs-words over every row's spec and product values and every product fact. */
export function checkTruthRules(
  corpus: EvidenceCorpus,
  rows: readonly Row[],
  products: readonly ProductFacts[],
  disputes: readonly Dispute[] = [],
): EvidenceProblem[] {
  const problems: EvidenceProblem[] = [];
  const rowsById = new Map(rows.map((r) => [r.id, r]));
  for (const row of rows) {
    const where = { row: row.id };
    for (const [product, entries] of Object.entries(row.products)) {
      (entries ?? []).forEach((entry, i) => {
        const base = `products.${product}.${i}`;
        for (const field of ['declared', 'implemented'] as const) {
          const value = entry[field];
          if (value.value === 'unknown') continue;
          if (field === 'implemented') {
            for (const ref of (value.evidence ?? []).filter((r) => isBareDeclaration(r.quote))) {
              problems.push({
                rule: 'quote-states-only-its-field',
                where,
                field: `${base}.implemented.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, a bare declaration clause (${declarationWords(ref.quote)
                  .map((w) => `“${w}”`)
                  .join(
                    ', ',
                  )}, no word of what the product does): words about declaring do not say what is implemented (quote-states-only-its-field). Quote the words that say what it does (the whole clause, e.g. “… or registers a handler”), or make implemented unknown`,
              });
            }
          }
          // words-reach-only-their-passage in an input-request row: implemented words name the request, its handler or the capability they answer.
          if (field === 'implemented') {
            for (const ref of (value.evidence ?? []).filter((r) => namesNoAnswer(corpus, r, row.id, row.capability))) {
              problems.push({
                rule: 'words-reach-only-their-passage',
                where,
                field: `${base}.implemented.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose sentence names neither ${(row.capability?.paths ?? []).join(', ')} nor a request, handler or answer: in a row about answering a server→client request, implemented words must say what the product does with that request (words-reach-only-their-passage; a notification or a declaration is another row's). Quote the words that name it, or make implemented unknown`,
              });
            }
          }
          // words-reach-only-their-passage in a row whose key answers no server→client request (experimental,
          // roots.listChanged, extensions and the tasks extension, and a server's listChanged notification): words about answering
          // requests say nothing of it.
          if (field === 'implemented') {
            for (const ref of (value.evidence ?? []).filter((r) => speaksOnlyOfAnswering(corpus, r, row.id, row.capability))) {
              problems.push({
                rule: 'words-reach-only-their-passage',
                where,
                field: `${base}.implemented.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose sentence speaks of answering requests and not of notifications: ${(row.capability?.paths ?? []).join(', ')} is not a server→client request the product answers (it is a notification, a key or a map it sends), so words about request handlers say nothing of it (words-reach-only-their-passage). Quote words about this key, or make implemented unknown`,
              });
            }
          }
          // words-about-this-product: the audited product's words are its audit's passages; another product's must name it.
          if (product === row.audit.product) {
            // The audit's words naming no product are the audited product's; a clause naming only another
            // product, or a note's words about the products it audits, are theirs (tests 1–3 of part a).
            for (const ref of value.evidence ?? []) {
              const other = aboutAnotherProduct(corpus, ref, row.id, product);
              if (!other) continue;
              problems.push({
                rule: 'words-about-this-product',
                where,
                field: `${base}.${field}.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, which sits in a clause about ${other}, not ${product}: words about another product are no evidence of what ${product} declares or implements (words-about-this-product). Quote the audit's words about ${product}, or make ${field} unknown`,
              });
            }
            // A citation of the specification is the specification's words, not the audit's.
            for (const ref of value.evidence ?? []) {
              if (!isSpecCitation(corpus, ref, row.id)) continue;
              problems.push({
                rule: 'words-about-this-product',
                where,
                field: `${base}.${field}.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, a citation of the specification: the specification's words say what a revision defines, not what ${product} declares or implements (words-about-this-product). Quote the audit's words about ${product}, or move the words to the spec state or to because`,
              });
            }
          }
          if (product !== row.audit.product) {
            for (const ref of value.evidence ?? []) {
              if (quoteIsAboutProduct(corpus, ref, row.id, product)) continue;
              problems.push({
                rule: 'words-about-this-product',
                where,
                field: `${base}.${field}.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose sentence does not name ${product} (nor is it a note auditing ${product} or a citation of its code): words about the specification or another product are no evidence of what ${product} declares or implements (words-about-this-product). Quote a sentence about ${product}, or move the words to because (if they say why the value reaches a revision) or to the spec state`,
              });
            }
          }
          const bridged = rowsNamedByOwnWords(value.evidence ?? [], row.id);
          if (polarityOf(value.value) === 'positive') {
            for (const ref of value.evidence ?? []) {
              const members = unnamedMember(corpus, ref, row.id, row.capability, (id) => rowsById.get(id)?.capability, bridged);
              if (!members.length) continue;
              problems.push({
                rule: 'words-reach-only-their-passage',
                where,
                field: `${base}.${field}.evidence`,
                message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose passage (the section it sits in) never writes ${members.join(', ')}: a parent's words reach its members only for what is not there (“Codex declares only elicitation” says nothing of form or url mode). Quote words that name ${members.join(', ')}, or make ${field} unknown (words-reach-only-their-passage)`,
              });
            }
          }
          for (const ref of value.evidence ?? []) {
            // An exclusive declaration says what the declaration object holds of every key (exclusive-declaration-decides-every-key), so it reaches every row,
            // but only of the product it names (a note's “opencode” is the product it audits, never another).
            if (field === 'declared' && exclusiveDeclaration(ref.quote) && quoteNamesProduct(corpus, ref, product)) continue;
            const words = unnamedCapability(
              corpus,
              ref,
              row.id,
              row.capability,
              (id) => rowsById.get(id)?.capability,
              bridged,
              field === 'declared' ? 'declared' : 'other',
            );
            if (!words.length) continue;
            problems.push({
              rule: 'words-reach-only-their-passage',
              where,
              field: `${base}.${field}.evidence`,
              message: `"${value.value}" quotes ${ref.in} “${ref.quote}”, whose passage (the section it sits in) never names this row's capability (${words.join(', ')}): words from another row or a note reach only the capabilities their passage names. Quote words that name it, or make ${field} unknown`,
            });
          }
        }
        (entry.contrary ?? []).forEach((contrary, c) => {
          for (const { rule, message } of contraryProblems(corpus, row.id, product, entry, contrary, disputes)) {
            problems.push({ rule, where, field: `${base}.contrary.${c}`, message });
          }
        });
        const audits = auditsOf(corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], row.id);
        // An audit is of one product (the row's `audit.product`): other products' sentences are not part of it.
        if (product === row.audit.product && audits.length > 1 && !entry.because?.length) {
          problems.push({
            rule: 'one-audit-per-cell',
            where,
            field: `${base}`,
            message: `its quotes rest on passages of different audits (${audits.map((a) => a.label).join('; ')}), and no single audit says this: add because: [{in, quote}] with the words that say why they combine (the values are then inferred), or rest the entry on one audit`,
          });
        } else if (
          product === row.audit.product &&
          audits.length > 1 &&
          !joinsAudits(corpus, row, product, entry, (id) => rowsById.get(id)?.capability)
        ) {
          problems.push({
            rule: 'one-audit-per-cell',
            where,
            field: `${base}.because`,
            message: `its quotes rest on passages of different audits (${audits.map((a) => a.label).join('; ')}), but no because quote names the other audit's row by its id in words that join them (in this row or an evidence row, about the product and this row's capability, naming the product or in an observation; a commit alone, a spec sentence naming rows, or the preserved-comparison sentence, does not) (${(entry.because ?? []).map((b) => `${b.in} “${b.quote}”`).join('; ')}): words that say why two audits combine name the other's passage (one-audit-per-cell: CAP-08's Detail “… never admits url mode (CAP-09)”). Quote such words, or rest the entry on one audit`,
          });
        }
      });
    }
  }
  problems.push(...speaksContraryProblems(corpus, rows, products, disputes));
  problems.push(...usesProblems(corpus, rows));
  return problems;
}

export interface DisputeProblem {
  rule: RuleId;
  field: string;
  message: string;
}

/** The row an evidence location is in (null for notes and register headers). */
function rowOf(where: string): string | null {
  const location = parseLocation(where, null);
  return 'error' in location || location.kind === 'note' || location.kind === 'register' ? null : location.row;
}

/**
 * Is a position in `row` only the words of the older comparison the row preserves? Every span it quotes is found
 * only in sections of that comparison (“implementation-specific claims there are historical, not current”).
 */
function positionIsPreserved(corpus: EvidenceCorpus, row: string, says: string): boolean {
  const sections = [...(corpus.rows.get(row)?.sections ?? new Map<string, string>())];
  const spans = quotedSpans(says);
  return (
    spans.length > 0 &&
    spans.every((span) => {
      const found = sections.filter(([, text]) => contains(text, span));
      return found.length > 0 && found.every(([section]) => isPreservedComparison(corpus, { kind: 'section', row, section }));
    })
  );
}

/**
 * no-superseding-against-own-row: the passages of the settling quote's row that contradict it (positions in that row beyond one; contraries
 * of the dispute's cells in it), leaving out the older comparison the row preserves and calls historical.
 */
function sameRowContradictions(corpus: EvidenceCorpus, dispute: Dispute, settlingRow: string, rows: readonly Row[]): string[] {
  const found: string[] = [];
  const positions = dispute.positions.filter((p) => p.in === settlingRow && !positionIsPreserved(corpus, settlingRow, p.says));
  if (positions.length > 1) found.push(`${positions.length} of its positions are in ${settlingRow} (the row says both)`);
  for (const cell of dispute.cells) {
    const entries = rows.find((r) => r.id === cell.row)?.products[cell.product as keyof Row['products']] ?? [];
    for (const entry of entries) {
      const covers = entry.revisions === 'all' || entry.revisions.some((r) => cell.revisions.includes(r));
      for (const c of covers ? (entry.contrary ?? []) : []) {
        const location = parseLocation(c.in, cell.row);
        if ('error' in location || isPreservedComparison(corpus, location)) continue;
        if ((rowOf(c.in) ?? cell.row) === settlingRow) found.push(`${cell.row}'s ${cell.product} entry records contrary words in ${c.in}`);
      }
    }
  }
  return found;
}

/** dispute-settled-by-current-audit (and 4b and 21, given the rows) for one dispute, given every dispute (for `dependsOn`). */
export function checkDispute(
  corpus: EvidenceCorpus,
  dispute: Dispute,
  all: readonly Dispute[],
  rows: readonly Row[] = [],
  products: readonly ProductFacts[] = [],
): DisputeProblem[] {
  const problems: DisputeProblem[] = [...unrecordedPositionProblems(dispute, rows, corpus, products)];
  const byId = new Map(all.map((d) => [d.id, d]));
  dispute.dependsOn.forEach((id, i) => {
    const other = byId.get(id);
    if (!other)
      problems.push({
        rule: 'references-resolve',
        field: `dependsOn.${i}`,
        message: `there is no dispute "${id}" in content/disputes/; fix the id or remove it`,
      });
    else if (dispute.status === 'superseded' && other.status === 'open') {
      problems.push({
        rule: 'dispute-settled-by-current-audit',
        field: 'status',
        message: `depends on the open dispute "${id}", so it stays open: write status: open until "${id}" is settled`,
      });
    }
  });
  (dispute.settledBy ?? []).forEach((ref, i) => {
    const missing = findQuote(corpus, ref, null);
    if (missing) {
      problems.push({ rule: 'quote-in-passage', field: `settledBy.${i}`, message: missing });
      return;
    }
    if (dispute.status === 'superseded' && !isPinnedCurrent(corpus, ref, null)) {
      const p = refProvenance(corpus, ref, null);
      problems.push({
        rule: 'dispute-settled-by-current-audit',
        field: `settledBy.${i}`,
        message: `a superseded dispute is settled only by a current audit pinned in the register header, but ${ref.in} is from ${p?.label ?? 'no audit'}: quote a passage of a row the header names as current (“CAP-02 is current at <commit>”) whose observation is at that commit, or write status: open`,
      });
      return;
    }
    const settlingRow = rowOf(ref.in);
    const contradictions = dispute.status === 'superseded' && settlingRow ? sameRowContradictions(corpus, dispute, settlingRow, rows) : [];
    if (contradictions.length) {
      problems.push({
        rule: 'no-superseding-against-own-row',
        field: `settledBy.${i}`,
        message: `a superseded dispute is settled only by words no passage of the same row contradicts, but ${contradictions.join('; ')}: write status: open, or settle it with words of a row that does not also say the opposite`,
      });
    }
  });
  return problems;
}
