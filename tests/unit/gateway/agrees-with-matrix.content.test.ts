/**
 * One reading everywhere, on the real content: every fact a chain reads about a product at a revision is the matrix
 * cell's fact (the same value and the same words), for every row, host, host revision and upstream revision. Computed
 * from the content, so it holds for any content.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { contentCorpus } from '../../../src/lib/content/load.ts';
import { buildMatrix, type MatrixCell } from '../../../src/lib/matrix/build.ts';
import { allCombinations } from '../../../src/lib/gateway/gateway.ts';
import { GATEWAY, type ChainLink } from '../../../src/lib/gateway/chain.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';

const ROOT = join(import.meta.dirname, '../../..');
const content = checkContent(join(ROOT, 'content'), ROOT);
const corpus = contentCorpus(content);
const rows = content.rows.map((r) => r.data);
const matrix = buildMatrix(rows, { disputes: content.disputes.map((d) => d.data), products: content.products, corpus });
const combinations = allCombinations({ matrix, rows, relays: content.relays.map((r) => r.data), products: content.products, corpus });

/** What a link that reads a cell must say of it: the cell itself, and its verdict's words as the link's evidence. */
function readsCell(link: ChainLink, cell: MatrixCell, where: string, problems: string[]): void {
  if (link.status === 'out-of-revision') return;
  if (link.cell?.fragment !== cell.fragment) problems.push(`${where}: reads ${link.cell?.fragment ?? 'no cell'}, not ${cell.fragment}`);
  else if (link.cell.verdict !== cell.verdict) problems.push(`${where}: verdict ${link.cell.verdict}, the cell's is ${cell.verdict}`);
}

/** A server row's host link: the cell's uses value decides it, on the cell's uses words. */
function readsUse(link: ChainLink, cell: MatrixCell, where: string, problems: string[]): void {
  if (link.status === 'out-of-revision') return;
  const value = cell.uses?.length ? cell.usesValue : undefined;
  const expected = value === 'yes' ? 'pass' : value === 'no' ? 'break' : 'unknown';
  if (link.status !== expected) problems.push(`${where}: ${link.status}, the cell's uses say ${value ?? 'nothing'}`);
  const words = (cell.uses ?? []).map((u) => `${u.in} ${u.quote} ${u.scope}`);
  const linkWords = link.evidence.map((e) => `${e.in} ${e.quote} ${e.scope}`);
  if (JSON.stringify(words) !== JSON.stringify(linkWords))
    problems.push(`${where}: quotes ${linkWords.join(' | ')}, the cell's are ${words.join(' | ')}`);
}

test('the gateway reads every product fact from its matrix cell: mcpx on both sides, each host’s declaration and use', () => {
  assert.deepEqual(content.problems, []);
  const problems: string[] = [];
  let links = 0;
  for (const combination of combinations) {
    for (const chain of combination.chains) {
      const mrow = matrix.rows.find((r) => r.id === chain.row)!;
      const where = (n: number) => `${chain.row} ${chain.host}@${chain.hostRevision} upstream@${chain.upstreamRevision} link ${n}`;
      const [l1, l2, l3] = chain.links;
      if (chain.side === 'client') {
        readsCell(l1, cellAt(mrow, GATEWAY, chain.upstreamRevision), where(1), problems);
        readsCell(l3, cellAt(mrow, chain.host, chain.hostRevision), where(3), problems);
      } else {
        readsCell(l2, cellAt(mrow, GATEWAY, chain.hostRevision), where(2), problems);
        readsUse(l3, cellAt(mrow, chain.host, chain.hostRevision), where(3), problems);
      }
      links += 3;
    }
  }
  assert.ok(links > 0, 'the content has chains');
  assert.deepEqual(problems, []);
});
