import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { otherClients, type ProductSourceRow } from '../../../src/lib/sources/pages.ts';
import { productComparison } from '../../../src/lib/views/other-sources.ts';
import {
  cellSilenceWords,
  compareSilenceWords,
  copyWords,
  declaresWords,
  otherClientGroups,
  productSourcesView,
  sourceNames,
  statementLinks,
} from '../../../src/lib/sources/view.ts';
import type { CellOtherSourcesExport } from '../../../src/lib/sources/export.ts';
import { empty, loaded, opencode, sourceOf } from './fixtures.ts';

type Statement = CellOtherSourcesExport['statements'][number];
type Field = Statement['fields'][number];

const field = (name: string, value: Field['value'], provenance?: string, copyOf?: string): Field => ({
  field: name,
  value,
  place: `data.json:${name.length}`,
  url: `https://example.org/${name}`,
  ...(provenance ? { provenance } : {}),
  ...(copyOf ? { copyOf } : {}),
});
const nameOf = (id: string) => `fixture ${id}`;
const statement = (record: string, says: Statement['says'], fields: Field[]): Statement => ({
  source: 'canimcp',
  record,
  label: record,
  says,
  meaning: 'declaration',
  partial: false,
  revision: null,
  agreement: 'none',
  why: 'fixture',
  fields,
});

test('statement links: each present field (a copy of another source’s record says so); absent fields of a does-not in one link; nothing for silence', () => {
  assert.deepEqual(
    statementLinks(
      statement('a', 'declares', [
        field('roots', 'yes', 'apify', 'apify'),
        field('roots.listChanged', 'absent'),
        field('sampling', 'no', 'manual'),
      ]),
      nameOf,
    ),
    [
      { url: 'https://example.org/roots', words: 'roots', provenance: ', copied from fixture apify' },
      { url: 'https://example.org/sampling', words: 'sampling: no', provenance: '' },
    ],
  );
  assert.deepEqual(statementLinks(statement('a', 'does-not', [field('roots', 'absent'), field('roots.listChanged', 'absent')]), nameOf), [
    { url: 'https://example.org/roots', words: 'no roots, no roots.listChanged', provenance: '' },
  ]);
  assert.deepEqual(statementLinks(statement('a', 'does-not', [field('roots', 'no')]), nameOf), [
    { url: 'https://example.org/roots', words: 'roots: no', provenance: '' },
  ]);
  assert.deepEqual(statementLinks(statement('a', 'silent', [field('roots', 'absent')]), nameOf), []);
  assert.deepEqual(statementLinks(statement('a', 'does-not', []), nameOf), []);
  assert.equal(
    copyWords(statement('a', 'declares', [field('roots', 'yes', 'apify', 'apify')]), nameOf),
    ' Provenance apify: a copy of the record of fixture apify, so not an independent reading.',
  );
  assert.equal(copyWords(statement('a', 'declares', [field('roots', 'yes', 'manual')]), nameOf), '');
});

const fixture = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const matrix = buildMatrix(
  fixture.rows.map((r) => r.data),
  { disputes: fixture.disputes.map((d) => d.data), products: fixture.products },
);
const canimcp = empty('canimcp');

test('a product page’s other sources: only the sources with a record, in column order, each row’s words and marks, their credits', () => {
  const sources = [canimcp, opencode];
  const comparison = productComparison(matrix, sources, 'opencode-v1');
  const view = productSourcesView(sources, comparison);
  assert.deepEqual(view.columns, [{ id: 'apify', name: 'fixture apify' }]);
  // With a record in each, the columns follow the sources' order, not the order they are given in.
  const both = [...comparison.records, ...comparison.records.map((r) => ({ ...r, source: 'canimcp' }))];
  assert.deepEqual(
    productSourcesView(sources, { records: both, rows: [] }).columns.map((c) => c.id),
    ['apify', 'canimcp'],
  );
  assert.deepEqual(
    view.records.map((r) => [r.sourceName, r.key, r.revisionWords]),
    [['fixture apify', 'opencode', 'protocolVersion 2025-06-18']],
  );
  assert.deepEqual(
    view.credits.map((c) => c.id),
    ['apify'],
  );
  const cap01 = view.rows.find((r) => r.row === 'CAP-01');
  const source = comparison.rows.find((r) => r.row === 'CAP-01');
  assert.ok(cap01 && source);
  const decided = source.register.filter((c) => c.declared !== 'unknown');
  assert.ok(decided.length > 0);
  assert.deepEqual(
    cap01.register,
    decided.map((c) => ({ fragment: c.fragment, words: `${c.declared} at ${c.revision}` })),
  );
  assert.deepEqual(
    cap01.cells.map((c) => c.source),
    ['apify'],
  );
  const [said] = cap01.cells[0]?.statements ?? [];
  assert.equal(said?.record, '');
  assert.equal(said?.says, 'declares it');
  assert.deepEqual(
    said?.links.map((l) => l.words),
    ['experimental'],
  );
  assert.deepEqual(said?.marks, [{ agreement: 'disagree', words: '≠ disagrees at 2025-06-18' }]);
  assert.equal(sourceNames(sources), 'fixture canimcp, fixture apify');
});

test('a product page row: unknown where nothing is decided; the record named where a source has several; agreement words', () => {
  const row: ProductSourceRow = {
    row: 'CAP-09',
    title: 'client elicitation',
    slug: 'cap-09',
    register: [{ revision: '2025-06-18', verdict: 'unknown', declared: 'unknown', fragment: 'cap-09--codex--2025-06-18' }],
    sources: {
      apify: [],
      'clients-page': [],
      canimcp: [
        {
          statement: statement('alpha', 'declares', [field('elicitation', 'yes')]),
          marks: [{ revision: '2025-06-18', agreement: 'agree' }],
        },
        { statement: statement('alpha-cli', 'silent', []), marks: [] },
      ],
    },
  };
  const records = [
    {
      source: 'canimcp' as const,
      key: 'alpha',
      label: 'Codex',
      title: 'Alpha',
      revision: null,
      url: 'https://example.org/',
      reason: 'fixture',
    },
  ];
  const view = productSourcesView([canimcp, opencode], { records, rows: [row] });
  assert.deepEqual(
    view.records.map((r) => r.revisionWords),
    ['no revision recorded'],
  );
  const [shown] = view.rows;
  assert.deepEqual(shown?.register, [{ fragment: null, words: 'unknown' }]);
  assert.deepEqual(
    shown?.cells[0]?.statements.map((s) => [s.record, s.says, s.marks.map((m) => m.words)]),
    [
      ['“alpha”: ', 'declares it', ['= agrees at 2025-06-18']],
      ['“alpha-cli”: ', 'says nothing of it', []],
    ],
  );
});

test('what a record declares in words: a source listing what is sent says "declares none", the others "lists none"; titles without their side', () => {
  const titles = new Map([
    ['CAP-02', 'client roots'],
    ['CAP-04', 'client sampling'],
  ]);
  assert.equal(declaresWords(sourceOf('apify'), [], titles), 'declares none');
  assert.equal(declaresWords(sourceOf('clients-page'), [], titles), 'lists none');
  assert.equal(declaresWords(sourceOf('canimcp'), [], titles), 'lists none');
  assert.equal(
    declaresWords(
      sourceOf('canimcp'),
      [
        { row: 'CAP-02', partial: false },
        { row: 'CAP-04', partial: true },
        { row: 'CAP-99', partial: false },
      ],
      titles,
    ),
    'CAP-02 roots, CAP-04 sampling (partial), CAP-99',
  );
});

test('/clients/other/: clients in the sources keyed by clientInfo name first, then those only card-keyed sources list; a cell per source', () => {
  const sources = loaded([]);
  const withCard = sources.map((l) =>
    l.source.id === 'clients-page'
      ? { ...l, records: [...l.records, { key: 'Gamma', title: 'Gamma', revision: null, file: 'docs/clients.mdx', line: 90, fields: [] }] }
      : l,
  );
  const clients = otherClients(withCard, ['CAP-02', 'CAP-04', 'CAP-07', 'CAP-08']);
  const groups = otherClientGroups(withCard, clients, new Map([['CAP-02', 'client roots']]));
  assert.deepEqual(
    groups.map((g) => [g.id, g.clients.map((c) => c.name)]),
    [
      ['captured', ['Alpha', 'Beta']],
      ['cards-only', ['Gamma']],
    ],
  );
  assert.deepEqual(
    groups.map((g) => g.heading),
    ['Clients in fixture apify or fixture canimcp', 'Clients only in fixture clients-page'],
  );
  const gamma = groups[1]?.clients[0];
  assert.deepEqual(
    gamma?.cells.map((c) => [c.source, c.records.map((r) => r.declares)]),
    [
      ['apify', []],
      ['clients-page', ['lists none']],
      ['canimcp', []],
    ],
  );
  const alpha = groups[0]?.clients[0];
  assert.deepEqual(
    alpha?.cells.find((c) => c.source === 'apify')?.records.map((r) => [r.key, r.declares]),
    [
      ['alpha', 'CAP-02 roots'],
      ['alpha-cli', 'CAP-07, CAP-08'],
    ],
  );
});

test('a cell no source speaks of says whether any source records its product', () => {
  const all = ['Apify', 'Clients page', 'canimcp'];
  assert.equal(
    cellSilenceWords('mcpx', [], all),
    'No other source records mcpx: Apify, Clients page and canimcp have no record of it, so none speaks of this cell.',
  );
  assert.equal(cellSilenceWords('goose', ['Apify'], all), 'Apify has a record of goose, but it says nothing of this row.');
  assert.equal(
    cellSilenceWords('goose', ['Apify', 'canimcp'], all),
    'Apify and canimcp have a record of goose, but they say nothing of this row.',
  );
});

test('the compare page says “no disagreement” only where cells were compared', () => {
  const all = ['Apify', 'canimcp'];
  assert.match(compareSilenceWords('mcpx', [], 0, all), /^No other source records mcpx \(Apify and canimcp\): nothing was compared/);
  assert.match(
    compareSilenceWords('goose', ['Apify'], 0, all),
    /^Apify has a record of goose, but none of its statements is compared.*no agreement is implied\.$/,
  );
  assert.equal(
    compareSilenceWords('Codex', ['Apify'], 3, all),
    'No disagreement: in the 3 cells compared, the sources agree with the register.',
  );
  assert.doesNotMatch(compareSilenceWords('mcpx', [], 0, all), /No disagreement/);
});
