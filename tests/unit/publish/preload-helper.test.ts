import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preloadHelperSource } from '../../../src/lib/publish/preload-helper.ts';

/** A document with just what the helper touches: createElement, head.append, querySelector by href. */
function fakeDocument(existingHrefs: string[] = []) {
  const appended: { rel: string; href: string; listeners: Record<string, () => void> }[] = [];
  const document = {
    createElement: () => {
      const listeners: Record<string, () => void> = {};
      return { rel: '', href: '', listeners, addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) };
    },
    head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    querySelector: (selector: string) =>
      existingHrefs.some((href) => selector === `link[href="${href}"]`) || appended.some((l) => selector === `link[href="${l.href}"]`)
        ? {}
        : null,
  };
  return { document, appended };
}

/** Load the helper module's source as a module, with `document` the fake. */
async function loadHelper(base: string, document: unknown) {
  (globalThis as { document?: unknown }).document = document;
  const url = `data:text/javascript,${encodeURIComponent(preloadHelperSource(base))}`;
  return (await import(url)) as { __vitePreload: (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown> };
}

test('preload helper: each dependency is requested once under the base, scripts as modulepreload, then the module loads', async () => {
  const { document, appended } = fakeDocument();
  const { __vitePreload } = await loadHelper('/register/', document);
  const loaded = await __vitePreload(() => Promise.resolve('drawer'), ['_astro/drawer.js', '_astro/parts.js']);
  assert.equal(loaded, 'drawer');
  assert.deepEqual(
    appended.map((l) => [l.rel, l.href]),
    [
      ['modulepreload', '/register/_astro/drawer.js'],
      ['modulepreload', '/register/_astro/parts.js'],
    ],
  );
  await __vitePreload(() => Promise.resolve('filters'), ['_astro/parts.js', '_astro/filters.js']);
  assert.deepEqual(
    appended.map((l) => l.href),
    ['/register/_astro/drawer.js', '/register/_astro/parts.js', '/register/_astro/filters.js'],
    'a dependency already requested is not requested again',
  );
});

test('preload helper: a stylesheet dependency is waited for before the module runs; one already on the page is not added', async () => {
  const { document, appended } = fakeDocument(['/_astro/Base.css']);
  const { __vitePreload } = await loadHelper('/', document);
  let ran = false;
  const done = __vitePreload(() => {
    ran = true;
    return Promise.resolve();
  }, ['_astro/Base.css', '_astro/lazy.css']);
  await new Promise((settle) => setTimeout(settle, 5));
  assert.equal(ran, false, 'the module waits for its stylesheet');
  assert.deepEqual(
    appended.map((l) => [l.rel, l.href]),
    [['stylesheet', '/_astro/lazy.css']],
  );
  appended[0]?.listeners['load']?.();
  await done;
  assert.equal(ran, true);
});

test('preload helper: no dependencies loads the module at once; a base that is not absolute is refused with the fix', async () => {
  const { document, appended } = fakeDocument();
  const { __vitePreload } = await loadHelper('/', document);
  assert.equal(await __vitePreload(() => Promise.resolve(7)), 7);
  assert.equal(appended.length, 0);
  assert.throws(
    () => preloadHelperSource('./'),
    /base path must start and end with "\/" \(got "\.\/"\); set BASE_PATH like "\/register\/"/,
  );
});
