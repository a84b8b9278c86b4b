/**
 * The dark scheme changes colours and nothing else: every `prefers-color-scheme` block of the
 * site's stylesheets (src/styles, any `<style>` of a component, the generated /verdicts.css)
 * sets only colour custom properties on `:root`. The browser tests rest on it: table fit and
 * wrapping are checked in the light scheme alone (tests/e2e/tables-fit.spec.ts), and the dark
 * scheme is scanned with axe's colour rules alone (tests/e2e/axe.ts); the focus rings, whose
 * contrast depends on the colours, are checked in both.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { verdictStylesheet } from '../../../src/lib/matrix/verdict-style.ts';

const root = resolve(import.meta.dirname, '../../..');

/** A colour as the stylesheets write one. */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([^)]*\)|transparent)$/i;

/** The body of each `@media (prefers-color-scheme: …)` block, braces balanced. */
function schemeBlocks(css: string): string[] {
  const blocks: string[] = [];
  for (const m of css.matchAll(/@media[^{]*prefers-color-scheme[^{]*\{/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    for (; i < css.length && depth > 0; i++) depth += css[i] === '{' ? 1 : css[i] === '}' ? -1 : 0;
    blocks.push(css.slice(start, i - 1));
  }
  return blocks;
}

/** What a colour-scheme block does besides setting colour custom properties on :root, in words. */
function schemeLayoutChanges(css: string): string[] {
  const problems: string[] = [];
  for (const block of schemeBlocks(css)) {
    const rules = [...block.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
    const rest = block.replace(/([^{}]+)\{([^{}]*)\}/g, '').trim();
    if (rest) problems.push(`a colour-scheme block holds more than rules: ${rest.slice(0, 60)}`);
    for (const [, selector, body] of rules) {
      if (selector!.trim() !== ':root') problems.push(`a colour-scheme block styles ${selector!.trim()}, not only :root`);
      for (const declaration of body!
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)) {
        const [name, ...value] = declaration.split(':');
        if (!name!.trim().startsWith('--') || !COLOUR.test(value.join(':').trim()))
          problems.push(`a colour-scheme block sets “${declaration}”, not a colour custom property`);
      }
    }
  }
  return problems;
}

test('every colour-scheme block of the site’s stylesheets sets only colour custom properties on :root', () => {
  const read = (pattern: string) =>
    globSync(pattern, { cwd: root }).map((where) => ({ where, css: readFileSync(join(root, where), 'utf8') }));
  // A component's <style> is a stylesheet too.
  const sheets = [...read('src/styles/**/*.css'), ...read('src/**/*.astro'), { where: '/verdicts.css', css: verdictStylesheet() }];
  const problems = sheets.flatMap(({ where, css }) => schemeLayoutChanges(css).map((p) => `${where}: ${p}`));
  assert.deepEqual(problems, []);
  // The check saw the dark palettes it vouches for: the site's and the verdicts'.
  assert.deepEqual(
    sheets.filter(({ css }) => schemeBlocks(css).length > 0).map((s) => s.where),
    ['src/styles/global.css', '/verdicts.css'],
  );
});

test('a colour-scheme block that changes anything but colours is named', () => {
  const css = `:root{--bg:#fff}
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --gap: 2rem; }
  table { font-size: 1.1em; }
}
@media (prefers-color-scheme: dark){:root{--v-honest-bg:rgb(1, 2, 3);font-weight:bold}}`;
  assert.deepEqual(schemeLayoutChanges(css), [
    'a colour-scheme block sets “--gap: 2rem”, not a colour custom property',
    'a colour-scheme block styles table, not only :root',
    'a colour-scheme block sets “font-size: 1.1em”, not a colour custom property',
    'a colour-scheme block sets “font-weight:bold”, not a colour custom property',
  ]);
  assert.deepEqual(schemeLayoutChanges('@media (prefers-color-scheme: dark) { :root { --bg: #000; } }'), []);
});
