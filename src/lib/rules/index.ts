/**
 * The registry of content rules: one module per rule in this folder, listed here in the order the docs give them,
 * grouped by what they look at. `npm run check` reports problems rule by rule in this order; `npm run rules-doc`
 * writes docs/rules.md from it, and the site's /rules/ page renders it.
 */
import type { Rule } from './rule.ts';
import { filesRead } from './files-read.ts';
import { yamlSyntax } from './yaml-syntax.ts';
import { frontMatterSchema } from './front-matter-schema.ts';
import { bodyMarkdown } from './body-markdown.ts';
import { referencesResolve } from './references-resolve.ts';
import { specStatesMatchSchema } from './spec-states-match-schema.ts';
import { relayFactsMatchRows } from './relay-facts-match-rows.ts';
import { otherSourcesRead } from './other-sources-read.ts';
import { quoteInPassage } from './quote-in-passage.ts';
import { quotedWordsInPassages } from './quoted-words-in-passages.ts';
import { statedNeedsRevisionWords } from './stated-needs-revision-words.ts';
import { modernNeeds2026Words } from './modern-needs-2026-words.ts';
import { legacyRequestsStopAt2026 } from './legacy-requests-stop-at-2026.ts';
import { inputRequestsAt2026 } from './input-requests-at-2026.ts';
import { oneAuditPerCell } from './one-audit-per-cell.ts';
import { outOfRevisionNeedsSendingWords } from './out-of-revision-needs-sending-words.ts';
import { sameSideWords } from './same-side-words.ts';
import { eachSideNeedsWords } from './each-side-needs-words.ts';
import { strongestNoteQuote } from './strongest-note-quote.ts';
import { oneReadingForEveryRevision } from './one-reading-for-every-revision.ts';
import { wordsReachOnlyTheirPassage } from './words-reach-only-their-passage.ts';
import { roleWordsAboutTheProduct } from './role-words-about-the-product.ts';
import { exclusiveDeclarationDecidesEveryKey } from './exclusive-declaration-decides-every-key.ts';
import { implementsMoreThanDeclared } from './implements-more-than-declared.ts';
import { quoteKeepsScopeWords } from './quote-keeps-scope-words.ts';
import { speaksFactsUseStrongestWords } from './speaks-facts-use-strongest-words.ts';
import { sendingUsesStrongestWords } from './sending-uses-strongest-words.ts';
import { wordsAboutThisProduct } from './words-about-this-product.ts';
import { quoteStatesOnlyItsField } from './quote-states-only-its-field.ts';
import { peerUseQuotedAsUses } from './peer-use-quoted-as-uses.ts';
import { contraryWordsNeedDispute } from './contrary-words-need-dispute.ts';
import { disputedWordsCarryDispute } from './disputed-words-carry-dispute.ts';
import { disputedCellShowsBothSides } from './disputed-cell-shows-both-sides.ts';
import { disputeSettledByCurrentAudit } from './dispute-settled-by-current-audit.ts';
import { noSupersedingAgainstOwnRow } from './no-superseding-against-own-row.ts';
import { publishedValuesCarryWords } from './published-values-carry-words.ts';

export interface RuleGroup {
  title: string;
  rules: readonly Rule[];
}

export const RULE_GROUPS: readonly RuleGroup[] = [
  {
    title: 'Reading the files',
    rules: [
      filesRead,
      yamlSyntax,
      frontMatterSchema,
      bodyMarkdown,
      referencesResolve,
      specStatesMatchSchema,
      relayFactsMatchRows,
      otherSourcesRead,
    ],
  },
  {
    title: 'Quotes',
    rules: [quoteInPassage, quotedWordsInPassages],
  },
  {
    title: 'What the words say',
    rules: [
      statedNeedsRevisionWords,
      modernNeeds2026Words,
      legacyRequestsStopAt2026,
      inputRequestsAt2026,
      oneAuditPerCell,
      outOfRevisionNeedsSendingWords,
      sameSideWords,
      eachSideNeedsWords,
      strongestNoteQuote,
      oneReadingForEveryRevision,
      wordsReachOnlyTheirPassage,
      roleWordsAboutTheProduct,
      exclusiveDeclarationDecidesEveryKey,
      implementsMoreThanDeclared,
      quoteKeepsScopeWords,
      speaksFactsUseStrongestWords,
      sendingUsesStrongestWords,
      wordsAboutThisProduct,
      quoteStatesOnlyItsField,
      peerUseQuotedAsUses,
    ],
  },
  {
    title: 'Disputes',
    rules: [
      contraryWordsNeedDispute,
      disputedWordsCarryDispute,
      disputedCellShowsBothSides,
      disputeSettledByCurrentAudit,
      noSupersedingAgainstOwnRow,
    ],
  },
  {
    title: 'Publishing',
    rules: [publishedValuesCarryWords],
  },
];

/** Every rule, in the order of the docs. */
export const RULES: readonly Rule[] = RULE_GROUPS.flatMap((g) => g.rules);
