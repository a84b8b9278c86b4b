/**
 * remark plugin: turn references in MDX bodies into links (see src/lib/markdown/cross-references.ts).
 * Text inside code, inline code, existing links and headings is left untouched.
 */
import type { PhrasingContent, Root } from 'mdast';
import { findAndReplace } from 'mdast-util-find-and-replace';
import { REFERENCE_PATTERN, matchReference, resolveReference, type CrossReferenceContext } from './cross-references.ts';

export function remarkCrossReferences(context: CrossReferenceContext | (() => CrossReferenceContext)) {
  return function transformer(tree: Root) {
    const ctx = typeof context === 'function' ? context() : context;
    findAndReplace(
      tree,
      [
        [
          new RegExp(REFERENCE_PATTERN.source, 'g'),
          (...args: unknown[]): PhrasingContent | false => {
            // findAndReplace passes the match groups, then a match object with index and input.
            const text = args[0] as string;
            const info = args[args.length - 1] as { index: number; input: string };
            const m = Object.assign([text, ...(args.slice(1, 6) as string[])], {
              index: info.index,
              input: info.input,
            }) as unknown as RegExpExecArray;
            const ref = matchReference(m);
            const resolution = resolveReference(ref, ctx);
            if (resolution.kind === 'text') return false;
            if (resolution.kind === 'link') {
              return {
                type: 'link',
                url: resolution.href,
                title: resolution.title,
                data: {
                  hProperties: {
                    className: resolution.className.split(' '),
                    ...(/^https?:/.test(resolution.href) ? { rel: ['noopener'] } : {}),
                  },
                },
                children: [{ type: 'text', value: text }],
              };
            }
            return {
              type: 'emphasis',
              data: {
                hName: 'span',
                hProperties: { className: resolution.className.split(' '), title: resolution.title },
              },
              children: [{ type: 'text', value: text }],
            };
          },
        ],
      ],
      { ignore: ['link', 'linkReference', 'inlineCode', 'code', 'heading'] },
    );
  };
}
