/**
 * The id of every content rule, named by what it checks. Every problem the content check reports carries one
 * (`ContentProblem.rule`); the registry (`index.ts`) has one module per id, which documents it (`docs/rules.md`,
 * the site's /rules/ page). This file imports nothing, so the checks that tag their problems can import it.
 */
export const RULE_IDS = [
  // Reading the files
  'files-read',
  'yaml-syntax',
  'front-matter-schema',
  'body-markdown',
  'references-resolve',
  'spec-states-match-schema',
  'relay-facts-match-rows',
  'other-sources-read',
  // Quotes and their passages
  'quote-in-passage',
  'quoted-words-in-passages',
  // What the words say
  'stated-needs-revision-words',
  'modern-needs-2026-words',
  'legacy-requests-stop-at-2026',
  'input-requests-at-2026',
  'one-audit-per-cell',
  'out-of-revision-needs-sending-words',
  'same-side-words',
  'each-side-needs-words',
  'strongest-note-quote',
  'one-reading-for-every-revision',
  'words-reach-only-their-passage',
  'role-words-about-the-product',
  'exclusive-declaration-decides-every-key',
  'implements-more-than-declared',
  'quote-keeps-scope-words',
  'speaks-facts-use-strongest-words',
  'sending-uses-strongest-words',
  'words-about-this-product',
  'quote-states-only-its-field',
  'peer-use-quoted-as-uses',
  // Disputes
  'contrary-words-need-dispute',
  'disputed-words-carry-dispute',
  'disputed-cell-shows-both-sides',
  'dispute-settled-by-current-audit',
  'no-superseding-against-own-row',
  // Publishing
  'published-values-carry-words',
] as const;

export type RuleId = (typeof RULE_IDS)[number];
