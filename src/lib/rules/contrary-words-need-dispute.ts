/**
 * The rule "contrary-words-need-dispute": a contrary is another audit's words about this product that disagree with
 * the entry, and passages of different audits that disagree on a cell need a dispute about those words (a position
 * in their row quoting them, `dispute-reach.ts`) listing the cell. A contrary's field and value are what its words
 * say. Whether a product speaks a revision is a fact about the product, so the words of another passage that say
 * otherwise are the speaks fact's contrary, and their dispute lists every cell whose verdict reads the fact
 * (`verdictRole`).
 */
import type { RevisionId, Role } from '../register/axes.ts';
import type { ContraryWords, Dispute, EvidenceRef, ProductEntry, Row } from '../register/schema.ts';
import { verdictRole } from '../register/verdict.ts';
import { clauseAround, isOnlyCitation, withoutCitations } from '../evidence/clause-words.ts';
import { wordsPolarity } from '../evidence/contrary-words.ts';
import type { EvidenceCorpus } from '../evidence/corpus.ts';
import { concernsContrary, listsCell } from '../evidence/dispute-reach.ts';
import { DECLARATION_PHRASES, declarationWords, isBareDeclaration, speaksOfDeclaring } from '../evidence/field-words.ts';
import { aboutAnotherProduct } from '../evidence/other-product.ts';
import { auditKey, auditsOf, refProvenance } from '../evidence/provenance.ts';
import { findQuote } from '../evidence/quotes.ts';
import { polarityOf, quoteNames } from '../evidence/scope.ts';
import { quotedSentence } from '../evidence/sentence-scope.ts';
import { rolesOfSide } from '../evidence/speaks-contrary.ts';
import { entriesOf, revisionsOf, speaksFactsOf } from './entries.ts';
import type { Rule, WordsProblem } from './rule.ts';

/**
 * What a contrary's words say (that its value differs from the entry's is the schema's check): a declared contrary
 * quotes a sentence about declaring whose polarity is its value's (“Declares both, to both eras” is never declared
 * no); an implemented contrary is not a bare declaration clause. The message naming the fix, or null.
 */
export function contraryWordsProblem(corpus: EvidenceCorpus, row: string, contrary: ContraryWords, entry: ProductEntry): string | null {
  if (contrary.field === 'declared') {
    if (!speaksOfDeclaring(corpus, contrary, row) || !declarationWords(withoutCitations(contrary.quote)).length) {
      return `gives declared "${contrary.value}" on ${contrary.in} “${contrary.quote}”, words that do not themselves speak of declaring (${DECLARATION_PHRASES.map((p) => p.name).join(', ')}): a contrary's field is what its words speak of (contrary-words-need-dispute). Quote words about the declaration, or record the words under the field they speak of`;
    }
    // A trimmed quote says what its clause says (“declares the extension” of “it never declares the extension”).
    const says = wordsPolarity(withoutCitations(clauseAround(quotedSentence(corpus, contrary, row), contrary.quote)));
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

/**
 * The problem of one contrary of an entry, whose quote is in its passage (the message names the fix), or null. A
 * contrary about another product is words-about-this-product's.
 */
function contraryProblem(
  corpus: EvidenceCorpus,
  row: string,
  product: string,
  entry: ProductEntry,
  contrary: ContraryWords,
  disputes: readonly Dispute[],
): string | null {
  const words = contraryWordsProblem(corpus, row, contrary, entry);
  if (words) return words;
  if (aboutAnotherProduct(corpus, contrary, row, product)) return null;
  const own = new Set(auditsOf(corpus, entry[contrary.field].evidence ?? [], row).map((p) => auditKey(p)));
  const theirs = auditKey(refProvenance(corpus, contrary, row));
  // A contrary is another audit's words; the entry's own audit is its evidence or because.
  const entryAudits = new Set(
    auditsOf(corpus, [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? [])], row).map((p) => auditKey(p)),
  );
  if (theirs !== null && entryAudits.has(theirs)) {
    const label = refProvenance(corpus, contrary, row)?.label ?? contrary.in;
    return `${contrary.in} “${contrary.quote}” is ${label}, the audit the entry's own evidence speaks for: a contrary is the words of another audit that disagrees (contrary-words-need-dispute), not the same audit's. Move the words to evidence or because if the cell rests on them, or quote them in the note, or remove the contrary`;
  }
  if (theirs === null || own.has(theirs)) return null;
  const revisions = revisionsOf(entry);
  // The dispute must be about these words (a position in their row quoting them), not any dispute listing the cell.
  const concerned = disputes.filter((d) => concernsContrary(d, contrary, row));
  const uncovered = revisions.filter((r) => !concerned.some((d) => listsCell(d, row, product, r)));
  if (!uncovered.length) return null;
  const label = refProvenance(corpus, contrary, row)?.label ?? contrary.in;
  return `${contrary.in} (${label}) gives ${contrary.field} "${contrary.value}" where the entry's evidence, of another audit, gives "${entry[contrary.field].value}": passages of different audits that disagree on a cell need a dispute about these words. Add one in content/disputes/ with both positions (one in ${contrary.in.split('/')[0]} quoting “${contrary.quote}”) and cells: [{ row: ${row}, product: ${product}, revisions: [${uncovered.join(', ')}] }] (or list the cell, and a position quoting the words, in an existing one)`;
}

/** Why one contrary of a speaks fact is refused, or null. */
function speaksContraryProblem(
  corpus: EvidenceCorpus,
  rows: readonly Row[],
  disputes: readonly Dispute[],
  product: string,
  plays: readonly Role[],
  role: Role,
  revision: RevisionId,
  contrary: EvidenceRef & { value: string },
): string | null {
  // Words about another revision say nothing of this one: a contrary of a speaks fact names its revision.
  if (!quoteNames(corpus, contrary, null, product, polarityOf(contrary.value)).includes(revision)) {
    return `${contrary.in} “${contrary.quote}” does not name ${revision}: words that say ${product} ${contrary.value === 'yes' ? 'speaks' : 'does not speak'} ${revision} as a ${role} name it (contrary-words-need-dispute). Quote the words that name it, or remove the contrary`;
  }
  const sideRows = rows.filter((r) => rolesOfSide(r.side).includes(role));
  const concerning = disputes.filter((d) => concernsContrary(d, contrary, ''));
  if (concerning.length) {
    // Every cell whose verdict reads this fact (`verdictRole`: the rows of its side, and the rows about both sides where
    // it is the product's first role) rests on the disputed words, so the dispute lists it and its page shows why.
    const readers = rows.filter((r) => verdictRole(r.side, plays) === role);
    const unlisted = readers.filter((r) => !concerning.some((d) => listsCell(d, r.id, product, revision))).map((r) => r.id);
    if (!unlisted.length) return null;
    return `${contrary.in} gives ${product}'s ${role} at ${revision} "${contrary.value}" where the fact says the other, and the cells whose verdict reads this fact are under that disagreement, but ${unlisted.join(', ')} ${unlisted.length === 1 ? 'is' : 'are'} not listed by the dispute about these words (${concerning.map((d) => d.id).join(', ')}): add ${unlisted.map((id) => `{ row: ${id}, product: ${product}, revisions: ['${revision}'] }`).join(', ')} to its cells in content/disputes/${concerning[0]!.id}.yaml`;
  }
  return `${contrary.in} gives ${product}'s ${role} at ${revision} "${contrary.value}" where the fact says the other: passages that disagree need a dispute about these words. Add one in content/disputes/ with both positions (one in ${contrary.in.split('/')[0]} quoting “${contrary.quote}”) and the cells that rest on the fact, e.g. cells: [{ row: ${sideRows[0]?.id ?? '<row>'}, product: ${product}, revisions: [${revision}] }]`;
}

export const contraryWordsNeedDispute: Rule = {
  id: 'contrary-words-need-dispute',
  title: 'Words that disagree need a dispute',
  description:
    'A contrary records another audit’s words that give a field another value; they speak of that field with that polarity and are about the product. When they come from an audit none of the entry’s evidence is, a dispute about those words lists the cell; a speaks fact’s contrary, every cell whose verdict reads that fact.',
  why: '“The assessment and source references below preserve the original 05c78b2 comparison; implementation-specific claims there are historical, not current” (CAP-22): two audits may disagree, and the site shows both.',
  examples: {
    pass: {
      says: 'The fixture’s entries record no contrary.',
      edits: [],
      excerpt: {
        file: 'capabilities/CAP-02.mdx',
        text: 'implemented: { value: partial, evidence: [{ in: what, quote: "mcpx declares gadgets at 2025-11-25 and serves some of them" }] }',
      },
    },
    fail: {
      says: 'A contrary of another audit no dispute lists.',
      edits: [
        {
          file: 'capabilities/CAP-02.mdx',
          find: 'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n---',
          text: 'mcpx declares gadgets at 2025-11-25 and serves some of them" }] }\n      contrary: [{ field: implemented, value: yes, in: CAP-01/observation, quote: "renders widgets in the legacy eras" }]\n---',
        },
      ],
    },
  },
  check: ({ corpus, rows, products, disputes }) => [
    ...entriesOf(rows).flatMap(({ row, product, entry, base }) =>
      (entry.contrary ?? []).flatMap((contrary, c): WordsProblem[] => {
        // quote-in-passage reports a quote that is not where it says.
        if (findQuote(corpus, contrary, row.id)) return [];
        const message = contraryProblem(corpus, row.id, product, entry, contrary, disputes);
        return message ? [{ rule: 'contrary-words-need-dispute', where: { row: row.id }, field: `${base}.contrary.${c}`, message }] : [];
      }),
    ),
    ...speaksFactsOf(products).flatMap(({ product, role, revision, fact, field }) =>
      (fact.contrary ?? []).flatMap((contrary, i): WordsProblem[] => {
        // quote-in-passage reports a quote that is not where it says.
        if (findQuote(corpus, contrary, null)) return [];
        const message = speaksContraryProblem(corpus, rows, disputes, product.id, product.plays ?? [], role, revision, contrary);
        return message
          ? [{ rule: 'contrary-words-need-dispute', where: { products: true }, field: `${field}.contrary.${i}`, message }]
          : [];
      }),
    ),
  ],
};
