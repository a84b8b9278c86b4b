/**
 * Reading a clause's words, not its citations: a quote's source references
 * (“(internal/mcpserver/server.go:capabilities; internal/mcpserver/tasks.go:handleTask)”, “1404-1417”, “#1554”) name
 * files, functions and lines, not what the product does, so contrary-words-need-dispute, each-side-needs-words, disputed-cell-shows-both-sides and quote-states-only-its-field read a clause with them removed;
 * and a quote trimmed out of a clause (“declares the extension” of “it never declares the extension”) says what its
 * clause says, so polarity is read on that clause.
 */
import { normalizeWords } from './corpus.ts';
import { clauseSpans } from './sentence-scope.ts';

/** A file name (with an extension a source file has), optionally a path before it and a “:line” or “:function” after. */
const FILE_CITATION =
  /[\w./-]*\w\.(?:go|ts|tsx|js|mjs|cjs|py|rs|md|mdx|json|ya?ml|toml|txt|java|kt|swift|c|h|cc|cpp)\b(?::[\w-]+(?:,\s*[\w-]+)*)?/gi;

/** A line range, a pull request or issue number (a bare number may be a year: “in 2026, …” keeps it). */
const NUMBER_CITATION = /(?:^|(?<=[\s(:,;]))(?:\d+-\d+|#\d+)(?=$|[\s),;.])/g;

/** A parenthesised part (closed, or cut off by the quote's end) that holds a file citation. */
const CITATION_PARENTHESIS =
  /\((?=[^()]*?[\w/-]\.(?:go|ts|tsx|js|mjs|cjs|py|rs|md|mdx|json|ya?ml|toml|txt|java|kt|swift|c|h|cc|cpp)\b)[^()]*(?:\)|$)/gi;

/** The text with its source citations removed (file names and paths, line ranges, issue numbers), words normalized. */
export function withoutCitations(text: string): string {
  return normalizeWords(
    text
      .replace(CITATION_PARENTHESIS, ' ')
      .replace(FILE_CITATION, ' ')
      .replace(NUMBER_CITATION, ' ')
      .replace(/\(\s*[;,]?\s*\)/g, ' '),
  );
}

/** Is the text nothing but citations (and punctuation)? “1404-1417” says nothing of a product. */
export function isOnlyCitation(text: string): boolean {
  return !/[A-Za-z]{2,}/.test(withoutCitations(text));
}

/** Where a quote's clauses break: “;” and “, but” (each clause has its own subject or statement). */
export const CLAUSE_BREAK = /;|,\s*but\b/;

/** The clauses of a quote (split at `CLAUSE_BREAK`; a quote is short, so parentheses are not kept whole), trimmed. */
export function quoteClauses(quote: string): string[] {
  return quote.split(CLAUSE_BREAK).map((clause) => clause.trim());
}

/** The clauses of a quote that hold words, each without its citations. */
export function clausesWithoutCitations(quote: string): string[] {
  return quoteClauses(quote)
    .map((clause) => withoutCitations(clause))
    .filter((clause) => /[A-Za-z]{2,}/.test(clause));
}

/**
 * The clauses of `sentence` (split at “;” and “, but”, outside parentheses) the quote sits in, joined: the words a trimmed
 * quote speaks with. The quote itself when it is not found in the sentence.
 */
export function clauseAround(sentence: string, quote: string): string {
  const text = normalizeWords(sentence);
  const words = normalizeWords(quote);
  const at = text.indexOf(words);
  if (at === -1 || !words) return quote;
  return clauseSpans(text)
    .filter((span) => span.end > at && span.start < at + words.length)
    .map((span) => text.slice(span.start, span.end))
    .join(' ');
}
