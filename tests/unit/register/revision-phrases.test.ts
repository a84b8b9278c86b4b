/** The revision-phrase table: what each phrase of the documents names, and what names nothing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  LEGACY_MECHANISM_PHRASES,
  REVISION_PHRASES,
  everyNegotiatedVersionNamed,
  legacyMechanismsNamed,
  revisionsNamed,
  withoutQuotedComments,
} from '../../../src/lib/register/revision-phrases.ts';

const ALL = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const LEGACY = ALL.slice(0, 4);

const cases: [string, string[]][] = [
  ['2024-11-05 through 2025-11-25 declare roots', LEGACY],
  ['Legacy revisions (2024-11-05..2025-11-25) over stdio', LEGACY],
  ['Bare in 2024-11-05..2025-06-18; structured in 2025-11-25 and 2026-07-28.', ALL],
  ['declared for 2025-03-26..2025-11-25', ['2025-03-26', '2025-06-18', '2025-11-25']],
  ['structured into modes from 2025-11-25 (CAP-08, CAP-09)', ['2025-11-25', '2026-07-28']],
  ['opencode v2 declares it with both modes', ['2025-11-25', '2026-07-28']],
  ['rejects a 2025-11-25+ url-only declaration', ['2025-11-25', '2026-07-28']],
  ['Capability in 2025-03-26 and later', ['2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']],
  ['the host to be at 2025-06-18 or later', ['2025-06-18', '2025-11-25', '2026-07-28']],
  ['It is an opaque object through 2025-06-18', ['2024-11-05', '2025-03-26', '2025-06-18']],
  ['Until 2025-11-25, listChanged: true means', LEGACY],
  ['execution must not be sent below 2025-11-25', ['2024-11-05', '2025-03-26', '2025-06-18']],
  ['advertise the tasks extension to legacy (pre-2026) hosts', LEGACY],
  ['the shapes differ from 2025-11-25.', ['2025-11-25']],
  ['SEP-2663 names the protocol version 2026-06-30 in its compatibility table', []],
  ['Last verified: 2026-08-24', []],
  ['2026 removes the sub-field', ['2026-07-28']],
  ['2026’s per-request capabilities allow exactly that', ['2026-07-28']],
  ['Declares "roots": {"listChanged": false} in every era', ALL],
  ['Declares both, to both eras', ALL],
  ['All five; structured from 2025-11-25', ALL],
  ['The same object is sent in the legacy initialize regardless of the negotiated version.', LEGACY],
  ['Four legacy revisions; absent in 2026.', ALL],
  ['the 2026 per-request capabilities carry the same legacy-shaped object', ['2026-07-28']],
  ['internal/mcpserver/tasks.go:handleTask, handleModernTask', []],
  ['As a client it declares form support (internal/mcpclient/modern.go:98-104).', []],
  ['Always declared (internal/mcpserver/server.go:1399).', []],
  ['internal/mcpclient/modern.go:52', []],
  ['Where. 2025-11-25 only.', ALL],
  ['(v2 notes it is legacy-era only)', ALL],
  ['Server extension map is emitted only for modern peers', ALL],
  ['Core tasks capability is limited to legacy revision', ALL],
  ['the only key mcpx puts in it is the tasks extension', []],
];

for (const [text, expected] of cases) {
  test(`revisionsNamed: “${text}”`, () => assert.deepEqual(revisionsNamed(text), expected));
}

test('every example in the table names at least one revision, except dates that are no revision', () => {
  for (const phrase of REVISION_PHRASES) {
    for (const example of phrase.examples) {
      if (/2026-06-30/.test(example)) assert.deepEqual(revisionsNamed(example), [], example);
      else assert.ok(revisionsNamed(example).length > 0, `${phrase.name}: “${example}” names nothing`);
    }
  }
});

test('legacyMechanismsNamed: every example names its mechanism; words about declaring or the modern era name none', () => {
  for (const phrase of LEGACY_MECHANISM_PHRASES) {
    for (const example of phrase.examples) assert.ok(legacyMechanismsNamed(example).length > 0, example);
  }
  assert.deepEqual(legacyMechanismsNamed('As a client it declares roots (internal/mcpclient/modern.go:102-108)'), []);
  assert.deepEqual(legacyMechanismsNamed('on a modern connection v2’s SDK opens subscriptions/listen itself'), []);
  assert.deepEqual(legacyMechanismsNamed('an upstream roots/list or elicitation/create'), ['roots/list', 'elicitation/create']);
  // CAP-09: the host opening a URL request relayed to it is a legacy request too.
  assert.deepEqual(
    legacyMechanismsNamed('so a conforming upstream never sends one through mcpx even when the attached host (opencode v2) could open it'),
    ['could open it'],
  );
  assert.deepEqual(legacyMechanismsNamed('opencode v2 declares url: {}'), []);
});

test('an exclusive scope respects polarity: X for the asserted value, the other revisions only for its negation', () => {
  const modernOnly = 'Server extension map is emitted only for modern peers';
  assert.deepEqual(revisionsNamed(modernOnly, { polarity: 'positive' }), ['2026-07-28']);
  assert.deepEqual(revisionsNamed(modernOnly, { polarity: 'negative' }), LEGACY);
  assert.deepEqual(revisionsNamed('Where. 2025-11-25 only.', { polarity: 'positive' }), ['2025-11-25']);
  assert.deepEqual(revisionsNamed('Where. 2025-11-25 only.', { polarity: 'negative' }), [
    '2024-11-05',
    '2025-03-26',
    '2025-06-18',
    '2026-07-28',
  ]);
  assert.deepEqual(revisionsNamed('(v2 notes it is legacy-era only)', { polarity: 'negative' }), ['2026-07-28']);
});

test('“limited to the legacy revision” and “legacy” name, for a positive value, the legacy revisions where the thing exists', () => {
  const exists = ['2025-11-25', '2026-07-28'] as const;
  assert.deepEqual(revisionsNamed('Core tasks capability is limited to legacy revision', { polarity: 'positive', exists }), ['2025-11-25']);
  assert.deepEqual(revisionsNamed('Legacy list is declared', { polarity: 'positive', exists }), ['2025-11-25']);
  // A negative statement speaks of every legacy revision: the thing is absent where it does not exist too.
  assert.deepEqual(revisionsNamed('legacy initialize omits the map', { polarity: 'negative', exists: ['2026-07-28'] }), LEGACY);
  assert.deepEqual(revisionsNamed('Legacy list is declared'), LEGACY);
});

test('the negation of an exclusive era names only what lies outside the era: which legacy revision is read from the spec, not the words', () => {
  const exists = ['2025-11-25', '2026-07-28'] as const;
  const limited = 'Core tasks capability is limited to legacy revision';
  assert.deepEqual(revisionsNamed(limited, { polarity: 'positive', exists }), ['2025-11-25']);
  // “legacy revision” names no legacy revision by itself: 2024-11-05 to 2025-06-18 are not named for a no (a because carries it).
  assert.deepEqual(revisionsNamed(limited, { polarity: 'negative', exists }), ['2026-07-28']);
  // A date is named by the words themselves, so its negation names every other revision.
  assert.deepEqual(revisionsNamed('Task execution at 2025-11-25 only', { polarity: 'negative', exists }), [
    '2024-11-05',
    '2025-03-26',
    '2025-06-18',
    '2026-07-28',
  ]);
  // Where the thing exists in every legacy revision, X is all four either way.
  assert.deepEqual(
    revisionsNamed('(v2 notes it is legacy-era only)', {
      polarity: 'negative',
      exists: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const,
    }),
    ['2026-07-28'],
  );
});

test('“from <date> prose/schema/changelog” is the source, not a range: it names the date alone', () => {
  assert.deepEqual(revisionsNamed('Unsupported → -32601 from 2025-03-26 prose'), ['2025-03-26']);
  assert.deepEqual(revisionsNamed('as read from 2025-11-25 schema'), ['2025-11-25']);
  assert.deepEqual(revisionsNamed('structured into modes from 2025-11-25'), ['2025-11-25', '2026-07-28']);
});

test('a quoted code comment names no revision (“either era” in a comment is a claim in code, not an observation)', () => {
  const detail =
    'The comment above the branch says the capability is “declared both ways and a client of either era finds it where it looks”; SEP-2663 forbids exactly that.';
  assert.deepEqual(revisionsNamed(detail), []);
  assert.deepEqual(revisionsNamed('a client of either era finds it where it looks'), ALL);
  assert.equal(withoutQuotedComments('the code comment says “in 2026”.').includes('2026'), false);
});

test('everyNegotiatedVersionNamed: only the documents’ own words (“whatever the revision” is in neither)', () => {
  assert.deepEqual(everyNegotiatedVersionNamed('The same object is sent in the legacy initialize regardless of the negotiated version.'), [
    'regardless of the negotiated version',
  ]);
  assert.deepEqual(everyNegotiatedVersionNamed('whatever the revision, 2026 included'), []);
});
