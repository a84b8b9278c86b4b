/** What the /rules/ page needs beyond the registry: the anchor of a group of rules. */

/** A heading's anchor from its words: lower case, words joined by hyphens (`What the words say` → `what-the-words-say`). */
export function slugify(words: string): string {
  return words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
