/** An entry's because is shared by its two fields; what is published as each field's carrying words. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveDeclared, resolveImplemented } from '../../../src/lib/evidence/basis.ts';
import type { ProductEntry } from '../../../src/lib/register/schema.ts';

const entry: ProductEntry = {
  revisions: ['2025-11-25'],
  declared: { value: 'no', evidence: [{ in: 'observation', quote: 'declares bare {} upstream' }] },
  implemented: { value: 'yes', evidence: [{ in: 'observation', quote: 'its broker accepts url requests anyway' }] },
  because: [
    { in: 'CAP-08/detail', quote: 'mcpx’s upstream declaration never admits url mode (CAP-09).' },
    { in: 'detail', quote: 'the broker answers them whatever the revision' },
  ],
};
const ctx = { revision: '2025-11-25' as const, row: 'CAP-09', corpus: undefined, product: 'mcpx' };

test('a bare declaration clause in because carries the declaration, never the implemented value', () => {
  assert.deepEqual(
    resolveDeclared(entry, ctx).because.map((b) => b.quote),
    ['mcpx’s upstream declaration never admits url mode (CAP-09).', 'the broker answers them whatever the revision'],
  );
  assert.deepEqual(
    resolveImplemented(entry, ctx).because.map((b) => b.quote),
    ['the broker answers them whatever the revision'],
  );
});
