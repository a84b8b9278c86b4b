import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { auditedProducts, knowledgeLine, knowledgeSentence, productKnowledge } from '../../../src/lib/views/product-knowledge.ts';
import { PRODUCT_IDS, REVISION_IDS, VERDICTS } from '../../../src/lib/register/axes.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const content = checkContent(join(import.meta.dirname, '../../fixtures/content-valid'));
const rows = content.rows.map((r) => r.data);
const matrix = buildMatrix(rows, { disputes: content.disputes.map((d) => d.data), products: content.products });
const faded: ReadonlySet<string> = new Set(VERDICTS.filter((v) => v.faded).map((v) => v.id));

test('counts add up, and not-applicable is never counted as stated or not known', () => {
  for (const p of PRODUCT_IDS) {
    const k = productKnowledge(p, matrix.rows, rows, []);
    const cells = matrix.rows.flatMap((row) => REVISION_IDS.map((r) => cellAt(row, p, r)));
    assert.equal(k.total, cells.length);
    assert.equal(k.doNotApply, cells.filter((c) => faded.has(c.verdict)).length, p);
    assert.equal(k.unknown, cells.filter((c) => c.verdict === 'unknown').length, p);
    assert.equal(k.canApply, k.decided.stated + k.decided.inferred + k.unknown, p);
    assert.equal(
      k.decided.inferred,
      cells.filter((c) => !faded.has(c.verdict) && c.verdict !== 'unknown' && c.basis === 'inferred').length,
      p,
    );
  }
});

test('a product no row audits and no note reads is said to be unaudited; an audited one names its documents', () => {
  const audited = new Set(rows.map((r) => r.audit.product));
  const unaudited = PRODUCT_IDS.find((p) => !audited.has(p))!;
  const none = knowledgeSentence(productKnowledge(unaudited, matrix.rows, rows, []));
  assert.match(none, /^The register has not audited /);
  assert.match(none, /that can apply to .*, \d+ (is|are) decided/);
  const withNote = knowledgeSentence(productKnowledge(unaudited, matrix.rows, rows, [{ title: 'A note', products: [unaudited] }]));
  assert.match(withNote, /^The client note “A note” reads its code\. /);
  const p = [...audited][0]!;
  const k = productKnowledge(p, matrix.rows, rows, []);
  assert.deepEqual(
    k.auditedRows,
    rows.filter((r) => r.audit.product === p).map((r) => r.id),
  );
  assert.match(knowledgeSentence(k), new RegExp(`^${k.auditedRows.length} of the register’s rows audit `));
});

test('a note that only mentions a product does not audit it: the sentence says so, and that the note speaks of it in passing', () => {
  const audited = new Set(rows.map((r) => r.audit.product));
  const unaudited = PRODUCT_IDS.filter((p) => !audited.has(p));
  const [reader, mentioned] = unaudited;
  assert.ok(reader && mentioned, 'the fixture has two products no row audits');
  const notes = [{ title: 'A note', products: [reader], mentions: [mentioned] }];
  const k = productKnowledge(mentioned, matrix.rows, rows, notes);
  assert.deepEqual(k.notes, []);
  assert.deepEqual(k.mentionedIn, ['A note']);
  assert.match(
    knowledgeSentence(k),
    /^The register has not audited .*: no row pins a commit of its code and no client note audits it; the client note “A note” speaks of it in passing\. /,
  );
  assert.match(knowledgeSentence(productKnowledge(reader, matrix.rows, rows, notes)), /^The client note “A note” reads its code\. /);
});

test('the audited products: those a row pins an audit of or a client note reads', () => {
  assert.deepEqual(auditedProducts([{ audit: { product: 'mcpx' } }], [{ products: ['opencode-v1'] }, { products: [] }]), [
    'mcpx',
    'opencode-v1',
  ]);
  assert.deepEqual(auditedProducts([], []), []);
});

test('the home page’s one line per product: who audits it, then decided and not known among the cells that can apply', () => {
  const base = {
    product: 'goose' as const,
    total: 130,
    doNotApply: 89,
    canApply: 41,
    decided: { stated: 0, inferred: 5 },
    unknown: 36,
    auditedRows: [] as string[],
    notes: [] as string[],
    mentionedIn: [] as string[],
    rowsWithVerdicts: ['CAP-02'],
    verdicts: [],
  };
  assert.equal(knowledgeLine(base), 'not audited; 5 of 41 cells that can apply decided (0 stated, 5 inferred), 36 not known.');
  assert.match(knowledgeLine({ ...base, auditedRows: ['CAP-01'] }), /^audited by 1 row;/);
  assert.match(knowledgeLine({ ...base, notes: ['n'] }), /^audited by a client note;/);
  assert.doesNotMatch(knowledgeLine(base), /%|\//);
});
