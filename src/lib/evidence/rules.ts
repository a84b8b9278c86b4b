/**
 * The content check's rules of truth, beyond “the quote is in its passage” (`quotes.ts`):
 *
 * 1. **Stated is read from the words** (`scope.ts`), for product values and speaks facts
 *    (spec states are checked against the specification's schema instead): a value written for a revision its
 *    quotes do not name, while they name others, needs `because` (the words that carry it
 *    there) — an author cannot mark stated what the words do not name. A statement that names
 *    no revision at all covers the revisions the product could speak, inferred (one rule for
 *    every product).
 * 2. **2026 changes what declared and implemented mean**: a declared or implemented value at
 *    2026-07-28 whose words (evidence and because) name revisions, none of them 2026-07-28, is
 *    refused: write words about 2026 or the modern era, or unknown.
 *    2b. **Legacy-only mechanisms do not reach 2026**: an implemented value at 2026-07-28 whose
 *    words describe a server→client request or its handler (`legacyMechanismsNamed`: roots/list,
 *    elicitation/create, “request handler”, …) while no quote of it (evidence or because) names
 *    2026-07-28 is refused: those requests arrive there only as input requests, so write words
 *    about 2026 or the modern era, or unknown.
 * 3. **One audit per cell** (`provenance.ts`): an entry of the audited product (the row's
 *    `audit.product`) whose quotes rest on passages of different audits needs a `because` quoting why they combine (its values are then inferred).
 * 4. **A dispute is superseded only by the pinned current audit**: its `settledBy` quotes a
 *    passage whose provenance is the register header's current commit, and no dispute it
 *    `dependsOn` is open.
 */
import { REVISION_IDS, type RevisionId } from '../register/axes.ts';
import type { Dispute, EvidenceRef, ProductFacts, Row } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { auditsOf, isPinnedCurrent, refProvenance } from './provenance.ts';
import { findQuote, type EvidenceProblem } from './quotes.ts';
import { quotesName } from './scope.ts';
import { legacyMechanismsNamed } from '../register/revision-phrases.ts';

const MODERN: RevisionId = '2026-07-28';

/** Rule 1 (and 2 for product values) for one value at the revisions it covers; messages name the fix. */
function scopeProblems(
  corpus: EvidenceCorpus,
  row: string | null,
  evidence: readonly EvidenceRef[] | undefined,
  because: readonly EvidenceRef[] | undefined,
  revisions: readonly RevisionId[],
  productValue: boolean,
): { revision: RevisionId; message: string }[] {
  if (!evidence?.length) return [];
  const named = quotesName(corpus, evidence, row);
  const carried = because?.length ? quotesName(corpus, because, row) : [];
  const problems: { revision: RevisionId; message: string }[] = [];
  for (const revision of revisions) {
    if (named.includes(revision)) continue;
    if (productValue && revision === MODERN && (named.length || carried.length) && !carried.includes(MODERN)) {
      const words = [...new Set([...named, ...carried])].join(', ');
      problems.push({
        revision,
        message: `at ${MODERN} declared and implemented change meaning (per-request capabilities), but these words speak of ${words}, not 2026: quote words about 2026 or the modern era (in evidence, or in because), or make ${MODERN} unknown (a separate entry, or leave it out of revisions)`,
      });
      continue;
    }
    if (because?.length || !named.length) continue;
    problems.push({
      revision,
      message: `is written for ${revision}, but its quotes name ${named.join(', ')}, not ${revision}: list only the revisions the words name, or add because: [{in, quote}] with the words that carry it to ${revision} (it is then inferred there)`,
    });
  }
  return problems;
}

/** Rule 2b for one implemented value that covers 2026-07-28; the message names the fix. */
function mechanismProblem(
  corpus: EvidenceCorpus,
  row: string,
  evidence: readonly EvidenceRef[] | undefined,
  because: readonly EvidenceRef[] | undefined,
): string | null {
  if (!evidence?.length) return null;
  const words = [...new Set(evidence.flatMap((ref) => legacyMechanismsNamed(ref.quote)))];
  if (!words.length) return null;
  if (quotesName(corpus, [...evidence, ...(because ?? [])], row).includes(MODERN)) return null;
  return `at ${MODERN} rests on words about a server→client request or its handler (${words.map((w) => `“${w}”`).join(', ')}), a legacy-only mechanism: in 2026 such requests arrive only as input requests, so these words do not say what the product does there. Quote words about 2026 or the modern era (in evidence, or in because), or make ${MODERN} unknown (a separate entry without it)`;
}

/** Rules 1–3 over every row's spec and product values and every product fact. */
export function checkTruthRules(corpus: EvidenceCorpus, rows: readonly Row[], products: readonly ProductFacts[]): EvidenceProblem[] {
  const problems: EvidenceProblem[] = [];
  for (const row of rows) {
    const where = { row: row.id };
    for (const [product, entries] of Object.entries(row.products)) {
      (entries ?? []).forEach((entry, i) => {
        const base = `products.${product}.${i}`;
        const revisions = entry.revisions === 'all' ? REVISION_IDS : entry.revisions;
        for (const field of ['declared', 'implemented'] as const) {
          const value = entry[field];
          if (value.value === 'unknown') continue;
          const scoped = scopeProblems(corpus, row.id, value.evidence, entry.because, revisions, true);
          for (const p of scoped) {
            problems.push({ where, field: `${base}.${field}.evidence`, message: `"${value.value}" ${p.message}` });
          }
          if (field === 'implemented' && revisions.includes(MODERN) && !scoped.some((p) => p.revision === MODERN)) {
            const mechanism = mechanismProblem(corpus, row.id, value.evidence, entry.because);
            if (mechanism) problems.push({ where, field: `${base}.${field}.evidence`, message: `"${value.value}" ${mechanism}` });
          }
        }
        const audits = auditsOf(corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], row.id);
        // An audit is of one product (the row's `audit.product`): other products' sentences are not part of it.
        if (product === row.audit.product && audits.length > 1 && !entry.because?.length) {
          problems.push({
            where,
            field: `${base}`,
            message: `its quotes rest on passages of different audits (${audits.map((a) => a.label).join('; ')}), and no single audit says this: add because: [{in, quote}] with the words that say why they combine (the values are then inferred), or rest the entry on one audit`,
          });
        }
      });
    }
  }
  products.forEach((product, p) => {
    for (const role of ['client', 'server'] as const) {
      for (const revision of REVISION_IDS) {
        const fact = product.speaks[role]?.[revision];
        if (!fact) continue;
        for (const problem of scopeProblems(corpus, null, fact.evidence, fact.because, [revision], false)) {
          problems.push({ where: { products: true }, field: `${p}.speaks.${role}.${revision}.evidence`, message: `"${fact.value}" ${problem.message}` });
        }
      }
    }
  });
  return problems;
}

export interface DisputeProblem {
  field: string;
  message: string;
}

/** Rule 4 for one dispute, given every dispute (for `dependsOn`). */
export function checkDispute(corpus: EvidenceCorpus, dispute: Dispute, all: readonly Dispute[]): DisputeProblem[] {
  const problems: DisputeProblem[] = [];
  const byId = new Map(all.map((d) => [d.id, d]));
  dispute.dependsOn.forEach((id, i) => {
    const other = byId.get(id);
    if (!other) problems.push({ field: `dependsOn.${i}`, message: `there is no dispute "${id}" in content/disputes/; fix the id or remove it` });
    else if (dispute.status === 'superseded' && other.status === 'open') {
      problems.push({ field: 'status', message: `depends on the open dispute "${id}", so it stays open: write status: open until "${id}" is settled` });
    }
  });
  (dispute.settledBy ?? []).forEach((ref, i) => {
    const missing = findQuote(corpus, ref, null);
    if (missing) {
      problems.push({ field: `settledBy.${i}`, message: missing });
      return;
    }
    if (dispute.status === 'superseded' && !isPinnedCurrent(corpus, ref, null)) {
      const p = refProvenance(corpus, ref, null);
      problems.push({
        field: `settledBy.${i}`,
        message: `a superseded dispute is settled only by the current audit pinned in the register header, but ${ref.in} is from ${p?.label ?? 'no audit'}: quote a passage of a row audited at the header's current commit, or write status: open`,
      });
    }
  });
  return problems;
}
