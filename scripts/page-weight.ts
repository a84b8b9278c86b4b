/**
 * `npm run page-weight [-- <page> …]`: what pages of the built site (dist/) cost on first
 * load, file by file, gzip and brotli, and per matrix cell for the matrix page. Not a test:
 * it prints figures (the budgets and their history are in the README).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pageWeight, type Bytes } from './lib/compressed-weight.ts';

const out = resolve(import.meta.dirname, '..', process.env.ASTRO_OUT_DIR ?? 'dist');
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['matrix/'];
if (!existsSync(out)) {
  console.error(`page-weight: ${out} does not exist; run npm run build first`);
  process.exit(2);
}
const kb = (b: Bytes) =>
  `${(b.gzip / 1024).toFixed(1)} KB gzip, ${(b.brotli / 1024).toFixed(1)} KB br (${(b.raw / 1024).toFixed(1)} KB raw)`;
for (const page of pages) {
  const w = pageWeight(out, page);
  console.log(`/${page}`);
  console.log(`  HTML   ${kb(w.html)}`);
  for (const c of w.css) console.log(`  CSS    ${kb(c.bytes)}  ${c.file}`);
  for (const j of w.js) console.log(`  JS     ${kb(j.bytes)}  ${j.file}`);
  console.log(`  total  ${kb(w.total)}; script ${kb(w.script)}`);
  for (const j of w.lazy) console.log(`  lazy   ${kb(j.bytes)}  ${j.file}`);
  if (page === 'matrix/') {
    const data = JSON.parse(readFileSync(join(out, 'matrix.json'), 'utf8')) as {
      rows: unknown[];
      products: unknown[];
      revisions: unknown[];
    };
    const cells = data.rows.length * data.products.length * data.revisions.length;
    console.log(
      `  ${cells} cells: ${(w.total.gzip / cells).toFixed(1)} B gzip per cell all-in (${(w.total.brotli / cells).toFixed(1)} B br)`,
    );
  }
}
