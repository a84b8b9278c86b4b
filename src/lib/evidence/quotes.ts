/**
 * The quote check: is each quote in the passage it names? `checkEvidence` walks every
 * row and the product facts and names each quote that is not where it says (the content
 * check runs it before every build).
 */
import { REVISION_IDS, ROLES, type RevisionId } from '../register/axes.ts';
import type { EvidenceRef, ProductFacts, Row } from '../register/schema.ts';
import { normalizeWords, type EvidenceCorpus } from './corpus.ts';
import { parseLocation, passage } from './locations.ts';
import type { RuleId } from '../rules/ids.ts';
import { specAt } from '../lookup/at.ts';

/** Every place in the corpus where the words occur, for a helpful message. */
function placesOf(corpus: EvidenceCorpus, words: string): string[] {
  const places: string[] = [];
  for (const row of corpus.rows.values()) {
    for (const [id, text] of row.sections) if (text.includes(words)) places.push(`${row.id}/${id}`);
  }
  for (const [slug, text] of corpus.notes) if (text.includes(words)) places.push(`note:${slug}`);
  return places;
}

/** Is the quote in the passage it names? Null when it is; otherwise what is wrong and how to fix it. */
export function findQuote(corpus: EvidenceCorpus, ref: EvidenceRef, row: string | null): string | null {
  const location = parseLocation(ref.in, row);
  if ('error' in location) return location.error;
  const found = passage(corpus, location);
  if ('error' in found) return found.error;
  const words = normalizeWords(ref.quote);
  if (found.text.includes(words)) return null;
  const elsewhere = placesOf(corpus, words).filter((p) => p !== ref.in);
  const hint = elsewhere.length
    ? `; the words are in ${elsewhere.slice(0, 3).join(', ')}: name that passage in "in"`
    : '; copy the words exactly as the page shows them (no Markdown escapes), or name the passage that has them';
  return `the quote "${words}" is not in ${ref.in}${row && !ref.in.includes('/') && !ref.in.includes(':') ? ` of ${row}` : ''}${hint}`;
}

export interface EvidenceProblem {
  /** The rule that found it. */
  rule: RuleId;
  /** `row` for a row's file, `products` for the product facts file. */
  where: { row: string } | { products: true };
  /** Dotted field path. */
  field: string;
  message: string;
}

/** Every evidence problem in the rows and the product facts. */
export function checkEvidence(corpus: EvidenceCorpus, rows: readonly Row[], products: readonly ProductFacts[]): EvidenceProblem[] {
  const problems: EvidenceProblem[] = [];
  const check = (refs: readonly EvidenceRef[] | undefined, row: string | null, field: string) => {
    refs?.forEach((ref, i) => {
      const message = findQuote(corpus, ref, row);
      if (message) problems.push({ rule: 'quote-in-passage', where: row ? { row } : { products: true }, field: `${field}.${i}`, message });
    });
  };
  for (const row of rows) {
    for (const revision of REVISION_IDS) {
      const entry = specAt(row, revision);
      check(entry.evidence, row.id, `spec.${revision}.evidence`);
      check(entry.because, row.id, `spec.${revision}.because`);
    }
    for (const [product, entries] of Object.entries(row.products)) {
      const seen = new Map<RevisionId, number>();
      (entries ?? []).forEach((entry, i) => {
        const base = `products.${product}.${i}`;
        check(entry.declared.evidence, row.id, `${base}.declared.evidence`);
        check(entry.implemented.evidence, row.id, `${base}.implemented.evidence`);
        check(entry.because, row.id, `${base}.because`);
        check(entry.uses?.evidence, row.id, `${base}.uses.evidence`);
        for (const revision of entry.revisions === 'all' ? REVISION_IDS : entry.revisions) {
          const earlier = seen.get(revision);
          if (earlier !== undefined) {
            problems.push({
              rule: 'front-matter-schema',
              where: { row: row.id },
              field: `${base}.revisions`,
              message: `${revision} is also covered by products.${product}.${earlier}; each revision belongs to one entry (use all only as the one entry of a product)`,
            });
          } else seen.set(revision, i);
        }
      });
    }
  }
  products.forEach((product, p) => {
    check(product.roles, null, `${p}.roles`);
    for (const role of ROLES) {
      for (const revision of REVISION_IDS) {
        const fact = product.speaks[role]?.[revision];
        if (!fact) continue;
        const field = `${p}.speaks.${role}.${revision}`;
        check(fact.evidence, null, `${field}.evidence`);
        check(fact.because, null, `${field}.because`);
        check(fact.contrary, null, `${field}.contrary`);
      }
    }
  });
  return problems;
}
