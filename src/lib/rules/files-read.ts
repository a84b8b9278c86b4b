/** The rule "files-read": Every file reads. */
import type { Rule } from './rule.ts';

export const filesRead: Rule = {
  id: 'files-read',
  title: 'Every file reads',
  description:
    'Every content file is UTF-8, a row or note starts with front-matter between two "---" lines, and every required file is there. A file that does not read holds back the checks between files until it does, so they do not report what it holds as missing.',
  why: 'The register is published from these files: README.md of the source documents says “every sentence in them must reach a page of the site”, which no unread file can do.',
  examples: {
    pass: {
      says: 'A row opens with its front-matter.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-02.mdx', text: '---\nid: CAP-02\n' },
    },
    fail: {
      says: 'A row with no front-matter.',
      edits: [{ file: 'capabilities/CAP-02.mdx', find: '---\nid: CAP-02\n', text: '# CAP-02\n\nJust text.\n\n---\nid: CAP-02\n' }],
    },
  },
};
