/** The rule "body-markdown": A body is Markdown, not code. */
import type { Rule } from './rule.ts';

export const bodyMarkdown: Rule = {
  id: 'body-markdown',
  title: 'A body is Markdown, not code',
  description:
    'A row or note body has its sections and is plain Markdown: no import or export, no JavaScript expression in braces, no raw HTML. Write braces as text (“\\{”) or put code in backticks.',
  why: 'The documents quote code (“capabilities: {}”, “roots: {},”); in MDX a brace is code, so the words would run instead of being shown.',
  examples: {
    pass: {
      says: 'Braces inside backticks are text.',
      edits: [{ file: 'capabilities/CAP-01.mdx', text: 'It sends `capabilities: {}` as written.' }],
    },
    fail: {
      says: 'A brace expression in a row body.',
      edits: [{ file: 'capabilities/CAP-01.mdx', text: 'It sends {capabilities} as written.' }],
    },
  },
};
