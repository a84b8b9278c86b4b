/**
 * remark plugin: give every heading an id and a copy-link control. A row's sections get
 * stable ids that survive a re-audit (`mcpx @ 05c78b2` → `observation`), so links pasted
 * into issues keep working; other headings get GitHub-style slugs.
 */
import type { Heading, Root } from 'mdast';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** Stable ids for the register's row sections; `null` when a heading is not one of them. */
export function sectionId(text: string): string | null {
  const t = text.trim();
  const fixed: Record<string, string> = {
    What: 'what',
    Where: 'where',
    'Value to mcpx': 'value',
    Effort: 'effort',
    Risk: 'risk',
    Detail: 'detail',
    Sources: 'sources-as-written',
  };
  if (fixed[t]) return fixed[t];
  if (/^[\w-]+ (?:@ [0-9a-f]{7,40}|\(current\))$/.test(t)) return 'observation';
  const also = /^Also recorded from the (.+) register$/.exec(t)?.[1];
  if (also) return `also-${new GithubSlugger().slug(also)}`;
  return null;
}

export function remarkSectionAnchors() {
  return function transformer(tree: Root) {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node: Heading) => {
      const text = toString(node);
      const id = sectionId(text) ?? slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      node.children.push({ type: 'text', value: ' ' });
      node.children.push({
        type: 'link',
        url: `#${id}`,
        data: {
          hProperties: {
            className: ['copy-link', 'no-print'],
            'data-copy-link': '',
            'data-pagefind-ignore': '',
            ariaLabel: `Copy link to section ${text}`,
          },
        },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
