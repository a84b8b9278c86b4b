/**
 * The browser gates catch what they are meant to: each runs here on a deliberately broken
 * page, so a green run of the real pages means something.
 */
import { test, expect } from '@playwright/test';
import { axeViolations, axeViolationsLightAndDark } from './axe.ts';
import { focusRingProblems, smallTargets } from './layout-checks.ts';
import { Findings } from './findings.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/lib/publish/site-config.ts';

test('the axe gate reports an inaccessible page', async ({ page }) => {
  await page.goto('/legend/');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button></button><input type="text">');
  });
  const ids = (await axeViolations(page)).map((v) => v.split(':')[0]);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'label']));
});

test('the focus-ring walk names an element of each kind that shows no ring, once per kind, telling kinds apart by what the style sheets select', async ({
  page,
}) => {
  // Two links of one kind without a ring (reported once: both second of a pair of siblings), one told apart by an
  // attribute selector, and list items told apart by their place (the even one without a ring).
  await page.setContent(`<style>
      html { background: #fff; }
      a:focus-visible, button:focus-visible { outline: 3px solid #000; }
      a.bare:focus-visible, a[aria-current]:focus-visible, li:nth-child(even) > button:focus-visible { outline: none; }
    </style>
    <p><a href="#1">one</a> <a href="#2" class="bare">bare</a> <a href="#3">two</a> <a href="#4" class="bare">bare too</a>
      <a href="#5" aria-current="page">current</a></p>
    <ul><li><button>odd</button></li><li><button>even</button></li><li><button>odd again</button></li></ul>`);
  await page.keyboard.press('Shift');
  const problems = await focusRingProblems(page);
  expect(problems).toHaveLength(3);
  expect(problems.join('\n')).toMatch(/a\.bare “bare”: no focus ring/);
  expect(problems.join('\n')).toMatch(/a “current”: no focus ring/);
  expect(problems.join('\n')).toMatch(/button “even”: no focus ring/);
});

test('the target check names small links crowded together or overlapping, and spares links in a sentence and small buttons spaced apart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`<style>
      body { font: 16px/1.5 sans-serif; }
      .tight { font-size: 12px; line-height: 1.25; list-style: none; }
      .padded a { padding-block: 10px; }
      .spaced button { height: 16px; width: 16px; padding: 0; margin-right: 24px; }
    </style>
    <main>
      <ul class="tight"><li><a href="#1">one</a></li><li><a href="#2">two</a></li></ul>
      <p>A sentence with <a href="#3">a link</a> and <a href="#4">another</a> in it.</p>
      <p class="padded"><a href="#5">five</a><br><a href="#6">six</a></p>
      <p class="spaced"><button>a</button><button>b</button></p>
      <details><summary>More</summary><a href="#7">folded away</a></details>
    </main>`);
  const { measured, exempt, problems } = await smallTargets(page);
  // The folded link is not seen, so not measured.
  expect(measured).toBe(9);
  expect(exempt).toBe(2);
  expect(problems).toHaveLength(4);
  expect(problems.join('\n')).toMatch(/a “one”.*too near a “two”/);
  expect(problems.join('\n')).toMatch(/a “two”.*too near a “one”/);
  expect(problems.join('\n')).toMatch(/a “five”.*overlaps a “six”/);
  expect(problems.join('\n')).toMatch(/a “six”.*overlaps a “five”/);
});

test('the dark scheme’s colour scan reports low contrast and a link told apart by colour alone', async ({ page }) => {
  await page.goto('/legend/');
  // Colours for the dark scheme only, from script through a constructed style sheet (the CSP forbids style elements
  // and attributes in markup, not this): the scan of both schemes on one load must find them in its dark pass alone.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<p id="faint">Faint words</p><p id="inline">Words with <a href="/">a link</a> inside.</p>');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`@media (prefers-color-scheme: dark) {
      #faint { color: #333; background: #222; }
      #inline { color: #ddd; background: #111; }
      #inline a { color: #fff; text-decoration: none; }
    }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const found = await axeViolationsLightAndDark(page);
  const ids = found.map((v) => v.split(':').slice(0, 2).join(':'));
  expect(ids).toEqual(expect.arrayContaining(['dark: color-contrast', 'dark: link-in-text-block']));
  expect(found.filter((v) => !v.startsWith('dark: '))).toEqual([]);
});

test('the site’s CSP blocks an injected inline script, and the violation is seen', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { __v: string[] }).__v = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __v: string[] }).__v.push(e.violatedDirective));
    const s = document.createElement('script');
    s.textContent = 'alert("inline")';
    document.body.append(s);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __v: string[] }).__v)).toContain('script-src-elem');
  expect(dialogs).toEqual([]);
  expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
});

test('a test that records its findings fails on any of them, naming each', () => {
  const found = new Findings();
  found.is('stated', 'stated', 'same');
  found.equal({ a: [1] }, { a: [1] }, 'same object');
  found.contains('CAP-01, mcpx: honest', 'honest', 'has the word');
  found.lacks('CAP-01, mcpx: honest', 'inferred', 'lacks the word');
  found.matches('cap-01--mcpx--2025-11-25', /^cap-\d+--/, 'a fragment');
  found.ok(true, 'true');
  expect(() => found.none()).not.toThrow();
  found.is('inferred', 'stated', 'CAP-02 mcpx 2025-11-25: basis attribute');
  found.equal({ a: [1] }, { a: [2] }, 'deep');
  found.contains('CAP-01, mcpx: honest', 'disputed', 'accessible name says disputed');
  found.lacks('≈ inferred', 'inferred', 'accessible name');
  found.matches('nothing', /^cap-/, 'a fragment');
  found.ok(false, 'no tiles');
  expect(found.problems).toEqual([
    'CAP-02 mcpx 2025-11-25: basis attribute: expected "stated", got "inferred"',
    'deep: expected {"a":[2]}, got {"a":[1]}',
    'accessible name says disputed: "CAP-01, mcpx: honest" does not contain "disputed"',
    'accessible name: "≈ inferred" contains "inferred"',
    'a fragment: "nothing" does not match /^cap-/',
    'no tiles',
  ]);
  expect(() => found.none()).toThrow(/no tiles/);
});
