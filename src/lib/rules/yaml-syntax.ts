/** The rule "yaml-syntax": Front-matter is YAML that reads as written. */
import type { Rule } from './rule.ts';

export const yamlSyntax: Rule = {
  id: 'yaml-syntax',
  title: 'Front-matter is YAML that reads as written',
  description:
    'Front-matter and YAML files parse, and what they say is what YAML reads: a date used as a key is quoted (YAML would read it as a timestamp), and a plain value holding ": " is quoted (YAML would read a second key).',
  why: 'Revisions are dates: “the five MCP protocol revisions 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28” (the source documents’ README). Unquoted, YAML reads `2025-03-26:` as a timestamp, not the revision.',
  examples: {
    pass: {
      says: 'A revision key is quoted.',
      edits: [],
      excerpt: { file: 'capabilities/CAP-01.mdx', text: "'2025-03-26': { state: defined," },
    },
    fail: {
      says: 'An unquoted revision key.',
      edits: [{ file: 'capabilities/CAP-01.mdx', find: "  '2025-03-26': { state: defined,", text: '  2025-03-26: { state: defined,' }],
    },
  },
};
