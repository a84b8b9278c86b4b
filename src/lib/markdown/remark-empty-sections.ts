/**
 * remark plugin: a heading whose section is empty (the next node is a heading of the same or
 * a higher rank, or the document ends) gets a sentence saying so. The opencode note's seed
 * ends with a bare "Sources" heading: a reader met a heading with nothing under it. The
 * heading stays (every line of the seed reaches its page); the sentence says the document
 * leaves the section empty, which is all the page knows.
 */
import type { Paragraph, Root } from 'mdast';

/** What an empty section says. */
export const EMPTY_SECTION_TEXT = 'The register document leaves this section empty.';

export function remarkEmptySections() {
  return function transformer(tree: Root) {
    for (let i = tree.children.length - 1; i >= 0; i--) {
      const node = tree.children[i];
      if (node?.type !== 'heading') continue;
      const next = tree.children[i + 1];
      if (next !== undefined && !(next.type === 'heading' && next.depth <= node.depth)) continue;
      const said: Paragraph = {
        type: 'paragraph',
        data: { hProperties: { className: ['muted', 'empty-section'] } },
        children: [{ type: 'text', value: EMPTY_SECTION_TEXT }],
      };
      tree.children.splice(i + 1, 0, said);
    }
  };
}
