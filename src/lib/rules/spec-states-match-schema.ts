/** The rule "spec-states-match-schema": Spec states agree with the specification. */
import type { Rule } from './rule.ts';

export const specStatesMatchSchema: Rule = {
  id: 'spec-states-match-schema',
  title: 'Spec states agree with the specification',
  description:
    "Each row's spec state at each revision agrees with the committed report derived from the specification's schema (content/verification/spec-report.json), or an override says which words of the specification keep it and why.",
  why: 'The register cites the schema for each state (“schema/2026-07-28/schema.ts:732 “roots?: {};””); the state must be what that schema says, or the override must quote the page that says otherwise.',
  examples: {
    pass: {
      says: 'A state the report derived for the row’s key.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: "'2025-03-26': { state: defined," },
    },
    fail: {
      says: 'The row names a key the report was not derived for.',
      edits: [{ file: 'capabilities/CAP-01.mdx', find: 'paths: [widgets]', text: 'paths: [widgets.size]' }],
    },
  },
};
