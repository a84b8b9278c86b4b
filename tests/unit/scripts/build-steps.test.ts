/** The line of step ends the build prints, and the bench reads back. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatStepEnds, parseStepEnds } from '../../../scripts/lib/build-steps.ts';

test('the step ends the build prints read back as they were, to a tenth of a second', () => {
  const ends = new Map([
    ['content check', 2.14],
    ['badges and preview images', 3.06],
    ['Astro', 7.71],
    ['search index', 8.9],
  ]);
  const line = formatStepEnds(ends);
  assert.equal(line, 'Steps ended at: content check 2.1 s, badges and preview images 3.1 s, Astro 7.7 s, search index 8.9 s.');
  const output = `00:53:06 [build] Complete!\nBuilt /tmp/out\n${line}\n\nNote: SITE_URL is not set.\n`;
  assert.deepEqual(
    [...parseStepEnds(output)!],
    [
      ['content check', 2.1],
      ['badges and preview images', 3.1],
      ['Astro', 7.7],
      ['search index', 8.9],
    ],
  );
});

test('an output without the line (a peer’s build, a failed one) has no step ends', () => {
  assert.equal(parseStepEnds('astro build\n[build] Complete!\n'), null);
});

test('a step named with a comma is refused, since it would read back as two steps', () => {
  assert.throws(() => formatStepEnds(new Map([['search index (Pagefind, after Astro)', 9]])), /no comma/);
});
