import { test } from 'node:test';
import assert from 'node:assert/strict';
import { idRuns, notePath, productPath, revisionPath, rowPath, rowSlug } from '../../../src/lib/register/ids.ts';

test('rowPath: the row page under the base, from an id or a slug, with an optional fragment', () => {
  assert.equal(rowPath('/', 'CAP-03'), '/capabilities/cap-03/');
  assert.equal(rowPath('/register/', 'cap-03'), '/register/capabilities/cap-03/');
  assert.equal(rowPath('/', 'ROOT-1', 'dispute-d-2'), '/capabilities/root-1/#dispute-d-2');
  assert.equal(rowPath('', 'CAP-10'), 'capabilities/cap-10/');
  assert.equal(rowPath('/', 'CAP-03'), rowPath('/', rowSlug('CAP-03')));
  // An empty fragment is still a fragment (the link says `#`), unlike no fragment.
  assert.equal(rowPath('/', 'CAP-03', ''), '/capabilities/cap-03/#');
});

test('note, product and revision paths under the base', () => {
  assert.equal(notePath('/', 'opencode-roots'), '/idiosyncrasies/opencode-roots/');
  assert.equal(notePath('/register/', 'x'), '/register/idiosyncrasies/x/');
  assert.equal(productPath('/', 'goose'), '/clients/goose/');
  assert.equal(productPath('/register/', 'mcpx', 'other-sources'), '/register/clients/mcpx/#other-sources');
  assert.equal(revisionPath('/', '2025-06-18'), '/revisions/2025-06-18/');
  assert.equal(revisionPath('/b/', '2026-07-28'), '/b/revisions/2026-07-28/');
});

test('idRuns: revision ids and row ids cut out of a text, the rest kept as it is', () => {
  assert.deepEqual(idRuns('no at 2025-06-18'), [
    { text: 'no at ', id: false },
    { text: '2025-06-18', id: true },
  ]);
  assert.deepEqual(idRuns('(protocolVersion 2025-06-18): CAP-07 elicitation, ROOT-1'), [
    { text: '(protocolVersion ', id: false },
    { text: '2025-06-18', id: true },
    { text: '): ', id: false },
    { text: 'CAP-07', id: true },
    { text: ' elicitation, ', id: false },
    { text: 'ROOT-1', id: true },
  ]);
  // A name with hyphens but no number, and a number inside a longer word, are not ids.
  assert.deepEqual(idRuns('“Q-DEV-CLI” at v2025-06-18x'), [{ text: '“Q-DEV-CLI” at v2025-06-18x', id: false }]);
  assert.deepEqual(idRuns(''), []);
});

test('idRuns: a gateway link’s title is cut around its revision ids, so a page can keep each whole', () => {
  assert.deepEqual(idRuns('mcpx ↔ upstream at 2025-11-25'), [
    { text: 'mcpx ↔ upstream at ', id: false },
    { text: '2025-11-25', id: true },
  ]);
  assert.deepEqual(idRuns('2024-11-05 to 2026-07-28'), [
    { text: '2024-11-05', id: true },
    { text: ' to ', id: false },
    { text: '2026-07-28', id: true },
  ]);
  assert.deepEqual(idRuns('no revision here'), [{ text: 'no revision here', id: false }]);
});
