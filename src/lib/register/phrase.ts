/**
 * The shape of the tables of words the checks read (`revision-phrases.ts`, the declaration, exclusive-declaration,
 * sending and answering words of `src/lib/evidence/`): what the phrase is, examples from the documents, and its
 * pattern. Every table's examples are tested against their own pattern.
 */
export interface Phrase {
  /** What the phrase is, for the docs and the tests. */
  name: string;
  /** Examples from the documents, each matched by `pattern`. */
  examples: readonly string[];
  pattern: RegExp;
}

/** Does the text use one of the phrases? */
export function usesPhrase(text: string, phrases: readonly Phrase[]): boolean {
  return phrases.some((p) => p.pattern.test(text));
}
