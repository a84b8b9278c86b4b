/** The rule "other-sources-read": Other sources read as pinned. */
import type { Rule } from './rule.ts';

export const otherSourcesRead: Rule = {
  id: 'other-sources-read',
  title: 'Other sources read as pinned',
  description:
    'Each other source (content/other-sources/) is valid YAML named after its id, reads the pinned version of its package or its committed facts file, and the facts file is the commit the source names.',
  why: 'The register pins what it reads (“mcpx @ 2a93f3f64”, “schema/2026-07-28/schema.ts:732”); another source is compared the same way, at the version or commit it names, or the comparison speaks of other words.',
  examples: {
    pass: {
      says: 'The fixture has no other source to read.',
      edits: [],
      excerpt: { file: 'sources.yaml', text: 'id: spec' },
    },
    fail: {
      says: 'An other source that is not YAML.',
      edits: [{ file: 'other-sources/broken.yaml', text: 'id: [broken' }],
    },
  },
};
