import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  parseEffort,
  parseNote,
  parseRegister,
  parseRisk,
  parseValue,
  RegisterFormatError,
  rowIdsIn,
  sideOfTitle,
} from '../../../../scripts/import/register-format.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/registers/${name}`, import.meta.url), 'utf8');
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.startsWith(needle)) + 1;

test('header: fields, preamble and audit note', () => {
  const { header, prefix } = parseRegister(fixture('small.txt'));
  assert.equal(prefix, 'CAP');
  assert.equal(header.title, 'Capabilities');
  assert.equal(header.created, '2026-01-02T03:04:05-05:00');
  assert.equal(header.lastUpdated, '2026-02-03T04:05:06+01:00');
  assert.equal(header.increment, 3);
  assert.equal(header.status, 'draft');
  assert.deepEqual(header.tags, ['area:compare']);
  assert.equal(header.description, 'a fixture register; rows CAP-01..CAP-03 in the register’s text format');
  assert.deepEqual(header.preamble, [
    'The fixture’s preamble: a paragraph with <angle brackets>, {braces} and *stars*. mcpx, opencode v1 and v2, lootbox, goose and Codex are its products.',
  ]);
  assert.deepEqual(header.auditNote, {
    text: 'Status column: CAP-02/03 are current (audited at abcdef123); other rows retain the mcpx @ 1234abc snapshot. Legend: ../README.md.',
    current: [{ commit: 'abcdef123', rows: ['CAP-02', 'CAP-03'] }],
    snapshotCommit: '1234abc',
  });
});

test('rows: audit, value, effort, risk, side, related', () => {
  const { rows } = parseRegister(fixture('small.txt'));
  assert.deepEqual(
    rows.map((r) => r.id),
    ['CAP-01', 'CAP-02', 'CAP-03'],
  );
  const [one, two, three] = rows;

  assert.equal(one!.title, 'client widgets (fixture)');
  assert.equal(one!.side, 'client');
  assert.deepEqual(one!.audit, { status: 'snapshot', product: 'mcpx', commit: '1234abc', label: 'mcpx @ 1234abc' });
  assert.deepEqual(one!.value, { sign: '±', text: 'widgets for free; − but a cost in CAP-03’s terms.' });
  assert.deepEqual(one!.effort, { size: 'S', text: '' });
  assert.deepEqual(one!.risk, { level: 'low', text: 'Low: nothing breaks — “as written”.' });
  assert.deepEqual(one!.related, ['CAP-02', 'CAP-03']);
  assert.equal(one!.sources.length, 6);

  assert.equal(two!.side, 'server');
  assert.deepEqual(two!.audit, {
    status: 'current',
    product: 'mcpx',
    commit: null,
    sourcesCommit: '1234abc',
    label: 'mcpx (current)',
  });
  assert.deepEqual(two!.value, { sign: '−', text: 'work for a one-revision feature.' });
  assert.deepEqual(two!.effort, { size: 'M', text: 'the gadget shapes differ.' });
  assert.equal(two!.risk.level, 'unknown');
  assert.deepEqual(two!.related, []);

  // Listed as current in the audit note although the observation names a commit.
  assert.equal(three!.audit.status, 'current');
  assert.equal(three!.side, 'both');
  assert.deepEqual(three!.effort, { size: 'L', text: '(shares CAP-02’s fix).' });
  assert.equal(three!.risk.level, 'none');
  assert.deepEqual(three!.related, ['CAP-01', 'CAP-02']);
  assert.deepEqual(three!.sources, [{ kind: 'wire', id: 'S2', raw: 'wire S2' }]);
});

test('bullets keep labels, order and text exactly', () => {
  const text = fixture('small.txt');
  const [one] = parseRegister(text).rows;
  assert.deepEqual(
    one!.bullets.map((b) => [b.kind, b.label]),
    [
      ['what', 'What'],
      ['where', 'Where'],
      ['observation', 'mcpx @ 1234abc'],
      ['value', 'Value to mcpx'],
      ['effort', 'Effort'],
      ['risk', 'Risk'],
      ['detail', 'Detail'],
      ['also', 'Also recorded from the roots register'],
      ['sources', 'Sources'],
    ],
  );
  const observation = one!.bullets[2]!;
  assert.equal(observation.line, lineOf(text, '• mcpx @ 1234abc.'));
  assert.equal(
    observation.text,
    'Declares "widgets": {} upstream (internal/mcpclient/modern.go:51); a_b * c < d > e [x] `y` #z | w ~ v & u \\ t.',
  );
  assert.equal(one!.bullets[6]!.text, '1. Not a list. Arrows → and dashes – stay.');
});

test('small helpers', () => {
  assert.deepEqual(rowIdsIn('CAP-02/04/05 and ROOT-02, CAP-10’s'), ['CAP-02', 'CAP-04', 'CAP-05', 'ROOT-02', 'CAP-10']);
  assert.deepEqual(rowIdsIn('CAP-02/04 and ROOT-02', 'CAP'), ['CAP-02', 'CAP-04']);
  assert.equal(sideOfTitle('client roots'), 'client');
  assert.equal(sideOfTitle('server tools'), 'server');
  assert.equal(sideOfTitle('experimental map (client and server)'), 'both');
  assert.equal(sideOfTitle('extensions["io.modelcontextprotocol/tasks"] key'), 'both');
  assert.deepEqual(parseValue('+ a; − b', 1), { sign: '±', text: 'a; − b' });
  assert.deepEqual(parseValue('− cost', 1), { sign: '−', text: 'cost' });
  assert.throws(
    () => parseValue('- hyphen', 7),
    (e: unknown) => e instanceof RegisterFormatError && e.line === 7 && /U\+2212/.test(e.message),
  );
  assert.deepEqual(parseEffort('S — type-level only.', 1), { size: 'S', text: 'type-level only.' });
  assert.deepEqual(parseEffort('S for delivery; S to rebuild.', 1), { size: 'S', text: 'for delivery; S to rebuild.' });
  assert.throws(() => parseEffort('XL.', 3), /line 3/);
  assert.equal(parseRisk('None practical either way.').level, 'none');
  assert.equal(parseRisk('low — fine').level, 'low');
  assert.equal(parseRisk('Low for parsing').level, 'low');
  assert.equal(parseRisk('As CAP-15.').level, 'unknown');
  assert.equal(parseRisk('If not done: x.').text, 'If not done: x.');
});

function assertFormatError(name: string, needle: string, pattern: RegExp) {
  const text = fixture(name);
  const line = lineOf(text, needle);
  assert.ok(line > 0, `fixture ${name} has a line starting “${needle}”`);
  assert.throws(
    () => parseRegister(text),
    (e: unknown) => {
      assert.ok(e instanceof RegisterFormatError, String(e));
      assert.equal(e.line, line, e.message);
      assert.match(e.message, new RegExp(`^line ${line}: `));
      assert.match(e.message, pattern);
      return true;
    },
  );
}

test('malformed registers throw with the line', () => {
  assertFormatError('broken-no-id.txt', 'client gadgets', /row heading without an id/);
  assertFormatError('broken-label.txt', '• Remarks.', /unknown bullet label “Remarks\.”/);
  assertFormatError('broken-quote.txt', '• Sources.', /unterminated quote/);
  assertFormatError('broken-duplicate.txt', 'CAP-01 client widgets again', /duplicate row id CAP-01 \(first used on line 12\)/);
  assertFormatError('broken-header.txt', 'description:', /missing the required field “increment:”/);
  assertFormatError('broken-citation.txt', '• Sources.', /“#1554”/);
});

test('more malformed input', () => {
  const base = fixture('small.txt');
  const variant = (from: string, to: string) => base.replace(from, to);
  assert.throws(() => parseRegister(variant('• Effort. S.\n', '')), /row CAP-01 has no “• Effort\.” bullet/);
  assert.throws(
    () => parseRegister(variant('• Detail. Nothing more.', '• Detail. Nothing more.\n• Detail. Twice.')),
    /second “Detail\.” bullet/,
  );
  assert.throws(() => parseRegister(variant('mcpx @ abcdef123.', 'wombat @ abcdef123.')), /unknown product “wombat”/);
  assert.throws(() => parseRegister(variant('Status column:', 'Statuses:')), /no audit note/);
  assert.throws(
    () => parseRegister(variant('status:       draft', 'status:       draft\ncolour:       red')),
    /unknown header field “colour”/,
  );
  assert.throws(() => parseRegister(variant('increment:    3', 'increment:    three')), /whole number/);
  assert.throws(
    () => parseRegister(variant('• What. Servers advertise gadgets.', '- What. Servers advertise gadgets.')),
    /bullets start with “• ”/,
  );
  assert.throws(() => parseRegister(''), /empty/);
});

test('CRLF and a BOM do not change the result', () => {
  const text = fixture('small.txt');
  assert.deepEqual(parseRegister(`\uFEFF${text.replace(/\n/g, '\r\n')}`), parseRegister(text));
});

test('notes: title, meta line, paragraphs, code, headings', () => {
  const note = parseNote(fixture('note-small.txt'));
  assert.equal(note.title, 'widgetclient declares widgets and nothing else');
  assert.equal(note.kind, 'idiosyncrasy');
  assert.equal(note.status, 'current');
  assert.equal(note.lastVerified, '2026-03-04');
  assert.deepEqual(note.clients, ['lootbox']);
  assert.deepEqual(note.revisions, ['2025-06-18', '2025-11-25']);
  assert.deepEqual(
    note.blocks.map((b) => [b.type, b.text]),
    [
      ['paragraph', "widgetclient's declaration has one live key, with <tags> and {braces} and a_b:"],
      ['code', 'capabilities: {\n  widgets: {},\n  // gadgets: {},\n}'],
      ['heading', 'What widgets amounts to'],
      ['paragraph', 'The handler returns one widget.'],
      ['heading', 'Sources'],
    ],
  );
});

test('malformed notes throw with the line', () => {
  const text = fixture('note-small.txt');
  assert.throws(
    () => parseNote(text.replace(' · Revisions: 2025-06-18, 2025-11-25', '')),
    (e: unknown) => {
      return e instanceof RegisterFormatError && e.line === 3 && /missing the field “Revisions:”/.test(e.message);
    },
  );
  assert.throws(() => parseNote(text.replace('Kind:', 'Sort:')), /line 3: unknown note field “Sort”/);
  assert.throws(() => parseNote(''), /empty/);
});

test('audit status is what the header’s audit note says: an observation headed “(current)” it does not list is a snapshot', () => {
  const text = fixture('small.txt').replace('CAP-02/03 are current (audited at abcdef123)', 'CAP-03 is current (audited at abcdef123)');
  const two = parseRegister(text).rows.find((r) => r.id === 'CAP-02');
  assert.deepEqual(two?.audit, {
    status: 'snapshot',
    product: 'mcpx',
    commit: null,
    sourcesCommit: '1234abc',
    label: 'mcpx (current)',
  });
});
