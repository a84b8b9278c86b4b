/**
 * Words a table splits over two lines: a row id, a date or anything in `code` split anywhere, another word split
 * other than just after its hyphen (“server-” / “shaped” is how prose wraps). For tables outside the row pages'
 * two (layout-checks.ts has theirs).
 */
import type { Page } from '@playwright/test';

export function splitWords(page: Page, tables: string): Promise<string[]> {
  return page.locator(tables).evaluateAll((found) =>
    found.flatMap((table) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      // Text in a clipped box (a header row hidden on a phone, a visually hidden label) is not seen, so not split.
      const unseen = (el: Element | null) => {
        for (let e = el; e && e !== table.parentElement; e = e.parentElement) if (getComputedStyle(e).clipPath !== 'none') return true;
        return false;
      };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (unseen(node.parentElement)) continue;
        const words = node.parentElement?.closest('code') ? /\S+/g : /\d{4}-\d{2}-\d{2}|[A-Z]+-\d+|[^\s-]+-?/g;
        for (const word of (node.textContent ?? '').matchAll(words)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1) out.push(word[0]);
        }
      }
      return out;
    }),
  );
}
