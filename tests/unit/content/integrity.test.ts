/**
 * The cross-entry checks (src/lib/content/integrity.ts) on small in-memory entries: a clean set
 * passes, and each broken reference is named by file and field with its fix.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkIntegrity, type IntegrityInput } from '../../../src/lib/content/integrity.ts';
import type { ChangeLog, Dispute, Idiosyncrasy, Register, Row } from '../../../src/lib/register/schema.ts';

// Only the fields the integrity check reads; the schemas are tested elsewhere.
const register = (id: string, extra: Partial<{ published: boolean; prefix: string; currentRows: string[] }> = {}) => ({
  file: `content/registers/${id}.yaml`,
  body: '',
  data: { id, published: extra.published ?? true, prefix: extra.prefix ?? 'CAP', auditNote: { current: [{ commit: 'abc1234', rows: extra.currentRows ?? [] }] } } as unknown as Register,
});
const row = (id: string, extra: Partial<{ file: string; register: string; related: string[]; quotes: string }> = {}) => ({
  file: extra.file ?? `content/capabilities/${id}.mdx`,
  body: '',
  data: {
    id,
    register: extra.register ?? 'capabilities',
    related: extra.related ?? [],
    // `quotes`: a place (“note:x”) the row's one product value quotes.
    products: extra.quotes
      ? { lootbox: [{ revisions: 'all', declared: { value: 'no', evidence: [{ in: extra.quotes, quote: 'declares nothing' }] }, implemented: { value: 'unknown' } }] }
      : {},
  } as unknown as Row,
});
const note = (slug: string, related: string[] = []) => ({
  file: `content/idiosyncrasies/${slug}.mdx`,
  body: '',
  data: { related } as unknown as Idiosyncrasy,
});
const dispute = (
  id: string,
  extra: Partial<{ file: string; rows: string[]; notes: string[]; cells: { row: string }[]; positions: { in: string }[]; dependsOn: string[] }> = {},
) => ({
  file: extra.file ?? `content/disputes/${id}.yaml`,
  body: '',
  data: {
    id,
    rows: extra.rows ?? ['CAP-01'],
    notes: extra.notes ?? [],
    cells: extra.cells ?? [],
    positions: extra.positions ?? [{ in: 'CAP-01' }],
    dependsOn: extra.dependsOn ?? [],
  } as unknown as Dispute,
});
const change = (id: string, rows: string[], file = `content/changes/${id}.yaml`) => ({
  file,
  body: '',
  data: { id, cells: rows.map((r) => ({ row: r })) } as unknown as ChangeLog,
});

const clean = (): IntegrityInput => ({
  registers: [register('capabilities', { currentRows: ['CAP-01'] })],
  rows: [row('CAP-01'), row('CAP-02', { related: ['CAP-01'] })],
  notes: [note('a-note', ['CAP-02'])],
  disputes: [dispute('d-1', { rows: ['CAP-01', 'CAP-02'], notes: ['a-note'], cells: [{ row: 'CAP-02' }], positions: [{ in: 'CAP-01' }, { in: 'a-note' }, { in: 'register:capabilities' }] })],
  changes: [change('2026-01-01-x', ['CAP-01'])],
});

const fields = (input: IntegrityInput) => checkIntegrity(input).map((p) => `${p.file} ${p.field}`);

test('a consistent set of entries has no problem', () => {
  assert.deepEqual(checkIntegrity(clean()), []);
});

test('registers: an id that is not the file name, and a duplicate id, are named', () => {
  const input = clean();
  input.registers = [...input.registers, { ...register('capabilities'), file: 'content/registers/other.yaml' }];
  const problems = checkIntegrity(input);
  assert.deepEqual(problems.map((p) => p.field), ['id', 'id']);
  assert.match(problems[0]?.message ?? '', /rename the file to capabilities\.yaml/);
  assert.match(problems[1]?.message ?? '', /duplicate register id "capabilities"/);
});

test('rows: file name, duplicate id, unknown or unpublished register and prefix are named with the fix', () => {
  const input = clean();
  input.registers = [...input.registers, register('drafts', { published: false }), register('servers', { prefix: 'SRV' })];
  input.rows = [
    ...input.rows,
    row('CAP-03', { file: 'content/capabilities/CAP-3.mdx' }),
    row('CAP-01', { file: 'content/capabilities/copy/CAP-01.mdx' }),
    row('CAP-04', { register: 'nowhere' }),
    row('CAP-05', { register: 'drafts' }),
    row('CAP-06', { register: 'servers' }),
  ];
  const problems = checkIntegrity(input);
  const byFile = new Map(problems.map((p) => [p.file, p]));
  assert.match(byFile.get('content/capabilities/CAP-3.mdx')?.message ?? '', /rename the file to CAP-03\.mdx/);
  assert.match(byFile.get('content/capabilities/copy/CAP-01.mdx')?.message ?? '', /duplicate row id "CAP-01", also used by content\/capabilities\/CAP-01\.mdx/);
  assert.match(byFile.get('content/capabilities/CAP-04.mdx')?.message ?? '', /unknown register "nowhere"; expected one of capabilities, drafts, servers/);
  assert.match(byFile.get('content/capabilities/CAP-05.mdx')?.message ?? '', /is not published .*publish it first/);
  assert.equal(byFile.get('content/capabilities/CAP-06.mdx')?.field, 'id');
  assert.match(byFile.get('content/capabilities/CAP-06.mdx')?.message ?? '', /start with SRV-/);
});

test('an unknown register with no registers at all says none is defined', () => {
  const input = clean();
  input.registers = [];
  input.disputes = [];
  const [first] = checkIntegrity(input);
  assert.match(first?.message ?? '', /\(none defined in content\/registers\/\)/);
});

test('related rows: itself and a missing row, in rows and notes', () => {
  const input = clean();
  input.rows = [row('CAP-01', { related: ['CAP-01', 'CAP-99'] }), row('CAP-02')];
  input.notes = [note('a-note', ['CAP-98']), note('Bad_Name')];
  assert.deepEqual(fields(input), [
    'content/capabilities/CAP-01.mdx related.0',
    'content/capabilities/CAP-01.mdx related.1',
    'content/idiosyncrasies/a-note.mdx related.0',
    'content/idiosyncrasies/Bad_Name.mdx (file)',
  ]);
});

test('a published register naming a missing current row', () => {
  const input = clean();
  input.registers = [register('capabilities', { currentRows: ['CAP-01', 'CAP-77'] })];
  assert.deepEqual(fields(input), ['content/registers/capabilities.yaml auditNote.current.0.rows.1']);
});

test('disputes: file name, duplicate id, missing rows and notes, cells outside rows, unknown positions', () => {
  const input = clean();
  input.disputes = [
    dispute('d-1'),
    dispute('d-1', { file: 'content/disputes/d-2.yaml', rows: ['CAP-01', 'CAP-50'], notes: ['no-note'], cells: [{ row: 'CAP-02' }], positions: [{ in: 'register:nowhere' }, { in: 'CAP-60' }] }),
  ];
  assert.deepEqual(fields(input), [
    'content/disputes/d-2.yaml id',
    'content/disputes/d-2.yaml id',
    'content/disputes/d-2.yaml rows.1',
    'content/disputes/d-2.yaml notes.0',
    'content/disputes/d-2.yaml cells.0.row',
    'content/disputes/d-2.yaml positions.0.in',
    'content/disputes/d-2.yaml positions.1.in',
  ]);
});

test('change records: file name and a missing row', () => {
  const input = clean();
  input.changes = [change('2026-01-01-x', ['CAP-01', 'CAP-40'], 'content/changes/wrong.yaml')];
  assert.deepEqual(fields(input), ['content/changes/wrong.yaml id', 'content/changes/wrong.yaml cells.1.row']);
});

test('a note lists in related every row whose cells quote it', () => {
  const problems = checkIntegrity({
    rows: [row('CAP-01', { quotes: 'note:x' }), row('CAP-02', { quotes: 'note:x' }), row('CAP-03', { quotes: 'CAP-01/what' })],
    notes: [note('x', ['CAP-01'])],
    registers: [register('capabilities')],
    disputes: [],
  } as unknown as IntegrityInput);
  assert.deepEqual(
    problems.map((p) => `${p.file}: ${p.field}: ${p.message}`),
    [
      "content/idiosyncrasies/x.mdx: related: rows CAP-02 quote this note in their cells but are not in related: add them to related (the note's page lists the rows that rest on it)",
    ],
  );
});

test('a dispute depending on a dispute that does not exist names the id', () => {
  const input = clean();
  input.disputes = [...input.disputes, dispute('d-2', { dependsOn: ['d-1', 'd-9'] })];
  const problems = checkIntegrity(input);
  assert.deepEqual(
    problems.map((p) => `${p.rule} ${p.file} ${p.field}: ${p.message}`),
    ['references-resolve content/disputes/d-2.yaml dependsOn.1: there is no dispute "d-9" in content/disputes/; fix the id or remove it'],
  );
});

test('two entries of a product covering one revision: the later one is named, with the entry that covers it first', () => {
  const input = clean();
  const entry = (revisions: string[] | 'all') => ({ revisions, declared: { value: 'unknown' }, implemented: { value: 'unknown' } });
  const overlapping = row('CAP-02', { related: ['CAP-01'] });
  overlapping.data = { ...overlapping.data, products: { goose: [entry(['2025-06-18', '2025-11-25']), entry(['2025-11-25'])], codex: [entry('all')] } } as unknown as Row;
  input.rows = [row('CAP-01'), overlapping];
  assert.deepEqual(
    checkIntegrity(input).map((p) => `${p.rule} ${p.file} ${p.field}: ${p.message}`),
    [
      'front-matter-schema content/capabilities/CAP-02.mdx products.goose.1.revisions: 2025-11-25 is also covered by products.goose.0; each revision belongs to one entry (use all only as the one entry of a product)',
    ],
  );
});
