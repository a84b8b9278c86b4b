/**
 * Disagreements about a speaks fact (`content/products.yaml`): whether a product speaks a revision in a role is a fact
 * about the product, so the words of another passage that say otherwise are the fact's `contrary`, not a row entry's.
 * contrary-words-need-dispute: such words name the revision and a dispute about them (a position in their row quoting
 * them) lists every cell of the product at that revision whose verdict reads the fact (`verdictRole`: the rows of that
 * role's side, and the rows about both sides where it is the product's first role). disputed-cell-shows-both-sides reads
 * the fact's quotes as the words of every cell that rests on it (`factQuotes`, `position-record.ts`).
 */
import { REVISION_IDS, ROLES, type RevisionId, type Role } from '../register/axes.ts';
import type { Dispute, EvidenceRef, ProductFacts, Row, SpeaksFact } from '../register/schema.ts';
import type { EvidenceCorpus } from './corpus.ts';
import { concernsContrary, listsCell } from './dispute-reach.ts';
import { findQuote, type EvidenceProblem } from './quotes.ts';
import { polarityOf, quoteNames } from './scope.ts';
import { verdictRole } from '../register/verdict.ts';

/** The roles whose speaks facts a row's cells rest on: its side's, or both for a row about both sides. */
export function rolesOfSide(side: Row['side']): readonly Role[] {
  return side === 'both' ? ROLES : [side];
}

/** Every quote a speaks fact shows: its evidence, because and contrary words. */
export function factQuotes(fact: SpeaksFact | undefined): EvidenceRef[] {
  if (!fact) return [];
  return [...(fact.evidence ?? []), ...(fact.because ?? []), ...(fact.contrary ?? []).map((c) => ({ in: c.in, quote: c.quote }))];
}

/** contrary-words-need-dispute for the contrary words of every speaks fact. */
export function speaksContraryProblems(
  corpus: EvidenceCorpus,
  rows: readonly Row[],
  products: readonly ProductFacts[],
  disputes: readonly Dispute[],
): EvidenceProblem[] {
  const problems: EvidenceProblem[] = [];
  products.forEach((product, p) => {
    for (const role of ROLES)
      for (const revision of REVISION_IDS) {
        const fact = product.speaks[role]?.[revision];
        (fact?.contrary ?? []).forEach((contrary, i) => {
          const field = `${p}.speaks.${role}.${revision}.contrary.${i}`;
          // quote-in-passage reports a quote that is not where it says.
          if (findQuote(corpus, contrary, null)) return;
          const problem = contraryProblem(corpus, rows, disputes, product.id, product.plays ?? [], role, revision, contrary);
          if (problem) problems.push({ rule: 'contrary-words-need-dispute', where: { products: true }, field, message: problem });
        });
      }
  });
  return problems;
}

/** Why one contrary of a speaks fact is refused, or null. */
function contraryProblem(
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
