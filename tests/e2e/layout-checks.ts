/**
 * Layout checks run in the page: a row page's two tables keep short words on one line and each verdict tile beside
 * its word; every kind of focusable element draws a visible focus ring; on a phone, pointer targets are big enough or
 * spaced apart, and a table's caption reads without scrolling sideways. tables-fit.spec.ts runs them (the first two on
 * every row page, the rings on every page type at a desktop and a phone width, targets and captions on every page type
 * at the phone's); gates.spec.ts shows the ring walk and the target check failing on a broken page.
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

/**
 * One focusable element of each kind the page shows (`kindOf` below), focused as the keyboard focuses it
 * (`:focus-visible`), and whether it then draws a ring: an outline or box-shadow of at
 * least 2 px that it did not draw unfocused, in a colour with 3:1 contrast against the
 * background behind it (WCAG 1.4.11). Names each element that fails.
 */
export function focusRingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgb = (c: string): [number, number, number, number] | undefined => {
      const m = /rgba?\((\d+(?:\.\d+)?), (\d+(?:\.\d+)?), (\d+(?:\.\d+)?)(?:, (\d+(?:\.\d+)?))?\)/.exec(c);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : undefined;
    };
    const luminance = ([r, g, b]: readonly number[]) =>
      [r, g, b]
        .map((v) => ((v ?? 0) / 255 <= 0.03928 ? (v ?? 0) / 255 / 12.92 : (((v ?? 0) / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrast = (a: readonly number[], b: readonly number[]) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    const background = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c && c[3] > 0.5) return c;
      }
      return rgb(getComputedStyle(document.documentElement).backgroundColor) ?? [255, 255, 255];
    };
    /** The ring an element draws: its outline, else the widest box-shadow spread, with colour and width. */
    const ring = (el: Element) => {
      const s = getComputedStyle(el);
      const outline =
        s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2
          ? { kind: `outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, color: rgb(s.outlineColor) }
          : undefined;
      const shadows =
        s.boxShadow === 'none'
          ? []
          : [...s.boxShadow.matchAll(/(rgba?\([^)]+\))[^,]*?(-?\d+(?:\.\d+)?)px(?:,|$)/g)].map((m) => ({
              color: rgb(m[1]!),
              spread: Number(m[2]),
            }));
      const widest = shadows.filter((x) => x.spread >= 2).sort((x, y) => y.spread - x.spread)[0];
      return {
        outline,
        shadow: widest ? { kind: `box-shadow ${s.boxShadow}`, color: widest.color } : undefined,
        text: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`,
      };
    };
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} “${name}”`;
    };
    const problems: string[] = [];
    // What the page's style sheets can select on: the ids and attribute selectors they name, and whether any selector
    // looks at an element's place among its siblings.
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && rule.cssRules) collect(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const text = selectors.join(' ');
    const ids = new Set([...text.matchAll(/#([\w-]+)/g)].map((m) => m[1]!));
    // Attribute selectors as written (`[aria-current="page"]`, `[href^="http"]`): an element is described by the ones
    // it matches, not by its attributes' values (every link has its own href).
    const attributeSelectors = [...new Set([...text.matchAll(/\[[^\]]+\]/g)].map((m) => m[0]))].filter((a) => {
      try {
        document.documentElement.matches(`*${a}`);
        return true;
      } catch {
        return false;
      }
    });
    const positional = /:(first|last|nth|only)-|[+~]/.test(text);
    const parts = new Map<Element, string>();
    const partOf = (e: Element) => {
      let part = parts.get(e);
      if (part === undefined) {
        part = `${e.tagName}.${[...e.classList].sort().join('.')}`;
        if (e.id && ids.has(e.id)) part += `#${e.id}`;
        for (const a of attributeSelectors) if (e.matches(`*${a}`)) part += a;
        if (e.hasAttribute('style')) part += `[style=${e.getAttribute('style')}]`;
        if (positional) {
          const index = e.parentElement ? [...e.parentElement.children].indexOf(e) : 0;
          part += `:${index % 2 ? 'even' : 'odd'}${index ? '' : ':first'}${e.nextElementSibling ? '' : ':last'}`;
        }
        parts.set(e, part);
      }
      return part;
    };
    /**
     * An element's kind, as the style sheets see it: for it and each ancestor, its tag, classes, the ids and
     * attribute selectors of the style sheets it matches, its inline style, and (when a selector looks at siblings)
     * whether it is first, last, odd or even. Two elements of one kind get the same style, focused and unfocused, on
     * the same background: the walk checks the first element of each kind (the matrix's hundreds of tiles are a few
     * kinds).
     */
    const kindOf = (el: Element) => {
      const chain: string[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) chain.push(partOf(e));
      return chain.join('<');
    };
    const seen = new Set<string>();
    const candidates = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')]
      .filter(
        (el) =>
          !el.closest('[hidden], [inert]') &&
          !(el as HTMLButtonElement).disabled &&
          el.getClientRects().length > 0 &&
          getComputedStyle(el).visibility !== 'hidden',
      )
      .filter((el) => {
        const kind = kindOf(el);
        if (seen.has(kind)) return false;
        seen.add(kind);
        return true;
      });
    // Each element's look with nothing focused, read for all at once: one style pass, not one per element.
    (document.activeElement as HTMLElement | null)?.blur();
    const unfocused = new Map(candidates.map((el) => [el, ring(el).text]));
    for (const el of candidates) {
      const before = unfocused.get(el);
      // Focusing it moves the focus from the element before.
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue;
      if (!el.matches(':focus-visible')) {
        problems.push(`${describe(el)}: not :focus-visible when focused from the keyboard`);
        continue;
      }
      const r = ring(el);
      const drawn = [r.outline, r.shadow].filter((x) => x && x.color && x.color[3] > 0.5);
      const behind = background(el.parentElement);
      if (!drawn.length) problems.push(`${describe(el)}: no focus ring (${r.text})`);
      else if (r.text === before) problems.push(`${describe(el)}: looks the same focused and unfocused (${r.text})`);
      else if (!drawn.some((x) => contrast(x!.color!, behind) >= 3))
        problems.push(`${describe(el)}: focus ring has under 3:1 contrast with the background (${r.text})`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return problems;
  });
}

/**
 * Pointer targets in `main` under WCAG 2.2's minimum size (2.5.8): a link, button, summary or form control smaller
 * than 24 × 24 px whose 24 px circle, centred on it, reaches another target or another small target's circle. Inline
 * targets are exempt, as the criterion has it: one whose block also holds words of its own (a sentence, a list item
 * or cell that says more than its links) takes its size from that text's lines. A target alone in its block (a list
 * of links, a cell of ids, a toolbar) is measured. A link wrapped over two lines is two boxes a finger aims at, each
 * measured and spaced as a target of its own (its bounding box would cover the text beside both lines). A target whose
 * box overlaps another's (padding grown over a neighbour) fails too. Names each failing target once, with its size.
 */
export function smallTargets(page: Page): Promise<{ measured: number; exempt: number; problems: string[] }> {
  return page.evaluate(() => {
    const selector = 'a[href], button, summary, input:not([type="hidden"]), select, textarea';
    // Not seen: hidden, inert, clipped to nothing, or in a closed <details> (laid out there, with boxes, but not drawn).
    const shown = (el: Element) =>
      el.getClientRects().length > 0 &&
      el.checkVisibility({ visibilityProperty: true }) &&
      !el.closest('[hidden], [inert], .visually-hidden');
    const all = [...document.querySelectorAll<HTMLElement>(`main :is(${selector})`)].filter(
      (el) => shown(el) && !el.parentElement?.closest(selector),
    );
    type Box = { left: number; top: number; right: number; bottom: number };
    /** The boxes a pointer can hit, in page coordinates: the element's line boxes, and a control's labels. */
    const boxesOf = (el: HTMLElement): Box[] =>
      [el, ...((el as HTMLInputElement).labels ?? [])]
        .flatMap((e) => [...e.getClientRects()])
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY }));
    const blockOf = (el: Element) => {
      let e: Element | null = el;
      while (e && getComputedStyle(e).display.startsWith('inline')) e = e.parentElement;
      return e ?? document.body;
    };
    /** Whether the block holds words that belong to no target (separators and brackets are not words). */
    const ownWords = (block: Element) => {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!parent.closest(selector) && /[\p{L}\p{N}]/u.test(node.textContent ?? '') && shown(parent)) return true;
      }
      return false;
    };
    const inline = (el: HTMLElement) => getComputedStyle(el).display.startsWith('inline') && ownWords(blockOf(el));
    const small = (b: Box) => b.right - b.left < 23.5 || b.bottom - b.top < 23.5;
    const targets = all.map((el) => {
      const boxes = boxesOf(el);
      return { el, boxes, exempt: boxes.some(small) && inline(el) };
    });
    const parts = targets.flatMap((t) =>
      t.boxes.map((box) => ({ target: t, box, small: small(box), cx: (box.left + box.right) / 2, cy: (box.top + box.bottom) / 2 })),
    );
    const describe = (el: Element, box: Box) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const where = el.parentElement?.closest('li, td, th, nav, p, section, div, main')?.tagName.toLowerCase() ?? '';
      return `${el.tagName.toLowerCase()} “${name}” in ${where}: ${(box.right - box.left).toFixed(1)} × ${(box.bottom - box.top).toFixed(1)} px`;
    };
    const problems: string[] = [];
    const failed = new Set<HTMLElement>();
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    // Sorted by top: a circle of radius 12 reaches only boxes that start less than 12 px below its centre.
    const byTop = [...parts].sort((a, b) => a.box.top - b.box.top);
    for (const p of parts) {
      if (p.target.exempt || failed.has(p.target.el)) continue;
      // Padding that grows a target over its neighbour's box leaves it less than it seems: the two share that part.
      const covered = byTop.find((o) => o.target !== p.target && !o.target.el.contains(p.target.el) && overlap(o.box, p.box));
      if (covered) {
        failed.add(p.target.el);
        problems.push(`${describe(p.target.el, p.box)}, overlaps ${describe(covered.target.el, covered.box)}`);
        continue;
      }
      if (!p.small) continue;
      const clash = byTop.find((o) => {
        if (o.target === p.target || o.box.bottom < p.cy - 24) return false;
        if (o.box.top > p.cy + 24) return false;
        const dx = Math.max(o.box.left - p.cx, 0, p.cx - o.box.right);
        const dy = Math.max(o.box.top - p.cy, 0, p.cy - o.box.bottom);
        if (Math.hypot(dx, dy) < 11.5) return true;
        return o.small && !o.target.exempt && Math.hypot(o.cx - p.cx, o.cy - p.cy) < 23.5;
      });
      if (clash) {
        failed.add(p.target.el);
        problems.push(`${describe(p.target.el, p.box)}, too near ${describe(clash.target.el, clash.box)}`);
      }
    }
    return { measured: targets.length, exempt: targets.filter((t) => t.exempt).length, problems };
  });
}

/**
 * Captions of tables in a scroll region that a reader must scroll sideways to read: the caption's text reaches past the
 * region's visible width with the region scrolled to its start (captions hidden for screen readers aside).
 */
export function cutCaptions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main .table-scroll > table > caption')].flatMap((caption) => {
      const region = caption.parentElement!.parentElement!;
      // A caption for screen readers only (clipped to nothing) is not read by eye.
      if (!caption.getClientRects().length || getComputedStyle(caption).clipPath !== 'none') return [];
      region.scrollLeft = 0;
      const text = document.createRange();
      text.selectNodeContents(caption);
      const r = text.getBoundingClientRect();
      const box = region.getBoundingClientRect();
      const visibleRight = box.left + region.clientWidth;
      return r.right > visibleRight + 1
        ? [
            `caption “${caption.textContent!.trim().slice(0, 50)}” ends at x ${Math.round(r.right)}, its region shows up to ${Math.round(visibleRight)}`,
          ]
        : [];
    }),
  );
}
