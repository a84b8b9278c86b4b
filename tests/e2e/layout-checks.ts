/**
 * Layout checks run in the page: a row page's two tables keep short words on one line and each verdict tile beside
 * its word. tables-fit.spec.ts runs them on every row page at a desktop and a phone width, in the visit that checks
 * the tables fit.
 */
import type { Page } from '@playwright/test';

/**
 * Every short word of the two tables laid out on more than one line: a token (revision id,
 * era, state or verdict word, column header) anywhere inside it, a revision id or date anywhere
 * in the text, or any other word of up to 15 characters except at a hyphen ("per-request").
 */
export function brokenWords(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const lines = (range: Range) => new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    for (const table of document.querySelectorAll('table.spec-lifecycle, table.row-matrix')) {
      for (const token of table.querySelectorAll('.token, .verdict .word, thead th, .spec-lifecycle tbody th')) {
        const range = document.createRange();
        range.selectNodeContents(token);
        if (lines(range) > 1) out.push(`${table.className}: the token “${token.textContent}” is on ${lines(range)} lines`);
      }
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const segments = word[0].length > 15 ? word[0].matchAll(/\d{4}-\d{2}-\d{2}/g) : word[0].matchAll(/\d{4}-\d{2}-\d{2}|[^-]+-?/g);
          for (const m of segments) {
            const start = word.index! + m.index!;
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, start + m[0].length);
            if (lines(range) > 1) out.push(`${table.className}: “${m[0]}” (in “${word[0]}”) is on ${lines(range)} lines`);
          }
        }
      }
    }
    return out;
  });
}

/** Every verdict whose tile (with its outline) touches its word or the line below, or is not on the word's line. */
export function tileProblems(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const verdict of document.querySelectorAll('table.row-matrix .verdict')) {
      const tile = verdict.querySelector('.tile')!;
      const word = verdict.querySelector('.word')!;
      const style = getComputedStyle(tile);
      const outline = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const t = tile.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(word);
      const w = range.getClientRects()[0];
      const cell = verdict.closest('td')?.id ?? '?';
      if (!w) {
        out.push(`${cell}: the word is not laid out`);
        continue;
      }
      const beside = t.top < w.bottom && w.top < t.bottom && Math.abs((t.top + t.bottom) / 2 - (w.top + w.bottom) / 2) < t.height / 2;
      if (!beside) out.push(`${cell}: tile at y ${Math.round(t.top)}, word at y ${Math.round(w.top)}: not on one line`);
      // At least 2 px between the outline and the word, and the outline clear of the line below.
      if (t.right + outline + 2 > w.left)
        out.push(
          `${cell}: the tile (and its outline) ends at x ${(t.right + outline).toFixed(1)}, its word starts at ${w.left.toFixed(1)}`,
        );
      const below = verdict.parentElement?.querySelector('.muted');
      if (below) {
        const line = document.createRange();
        line.selectNodeContents(below);
        const b = line.getClientRects()[0];
        if (b && t.bottom + outline > b.top)
          out.push(
            `${cell}: the tile (and its outline) ends at y ${(t.bottom + outline).toFixed(1)}, the line below starts at ${b.top.toFixed(1)}`,
          );
      }
    }
    return out;
  });
}
