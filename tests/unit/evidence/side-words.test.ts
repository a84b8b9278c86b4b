/**
 * same-side-words's side words: “upstream” names mcpx's client side only as requester or subject, and a clause
 * naming the row's own surface is the row's side. CAP-14 (server, prompts) rests on CAP-15's Detail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { otherSideClauses } from '../../../src/lib/evidence/side-words.ts';

const CAP15_DETAIL = 'What changes is the upstreams’ lists surfaced through mcpx’s own prompts/list.';

test('CAP-14’s quote of CAP-15’s Detail speaks of the server’s own list, not of the client side', () => {
  assert.deepEqual(otherSideClauses(CAP15_DETAIL, 'server', ['prompts']), []);
});

test('a possessive “upstreams’” names what is surfaced, not the requester, even without the row’s own surface', () => {
  assert.deepEqual(otherSideClauses('the upstreams’ lists are merged', 'server', []), []);
});

test('“upstream” as the subject or requester still names the client side', () => {
  assert.deepEqual(
    otherSideClauses(
      'Server and modern client declare the extension; client polls task results, but upstream task input relay remains open',
      'server',
      ['extensions', 'tasks'],
    ),
    ['client polls task results', 'upstream task input relay remains open'],
  );
  assert.deepEqual(otherSideClauses('an upstream roots/list gets the default method-not-found', 'server', ['prompts']), [
    'an upstream roots/list gets the default method-not-found',
  ]);
});
