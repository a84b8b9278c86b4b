/**
 * The observed clients' pages of the built site, checked in Node from dist/: every observation of
 * content/observations has its section on its client's page, with its facts, its questions and the
 * captured exchange line for line; every client's page links back to /observed/ and is linked from
 * /observed/, from the row pages and product pages its cells are on and from the rows' JSON the
 * drawer reads; and the pages count what /matrix.json's `observations` count.
 *
 * Run after `npm run build`: `./node_modules/.bin/node --test tests/dist/observed.test.ts`.
 */
import { test } from 'node:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { $, $$, attr, files, json, must, page, text, type Element } from './html.ts';
import { Findings } from '../e2e/findings.ts';
import { root } from '../e2e/content.ts';
import type { MatrixExport } from '../../src/lib/matrix/export.ts';
import type { RowObservation } from '../../src/lib/observations/export.ts';
import { loadObservations } from '../../src/lib/observations/load.ts';
import { EXCHANGE_OPEN_LINES } from '../../src/lib/observations/client-page.ts';
import { rowSlug } from '../../src/lib/register/ids.ts';

const exported = json<MatrixExport>('/matrix.json');
const observations = exported.observations ?? [];
const loaded = loadObservations(join(root, 'content/observations'), root).observations;
const main = (path: string) => must(page(path), 'main', path);
const pathOf = (url: string) => url.split('#')[0]!;
const hashOf = (url: string) => url.split('#')[1] ?? '';
/** The element with this id on a page (ids hold dots: `v1.18.33`). */
const byId = (path: string, id: string) => $(page(path), `[id="${id}"]`);
/** Text as the page's text reads it: runs of white space as one space. */
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const hrefs = (scope: Element) => $$(scope, 'a[href]').map((a) => attr(a, 'href')!);

test('content/observations holds observations, so the checks below check something', () => {
  const found = new Findings();
  found.ok(readdirSync(join(root, 'content/observations')).some((f) => f.endsWith('.yaml')), 'an observation file');
  found.is(observations.length, loaded.length, '/matrix.json carries every observation');
  found.none();
});

test('every observation file has its section on its client’s page: heading, version, date, platform, product words, questions', () => {
  const found = new Findings();
  for (const { file, data } of loaded) {
    const o = observations.find((e) => e.client === data.client && e.version === data.version);
    if (!o) {
      found.ok(false, `${file}: not in /matrix.json`);
      continue;
    }
    const path = pathOf(o.url);
    found.is(path, `/observed/${data.client}/`, `${file}: its page`);
    if (!files.has(`${path}index.html`)) {
      found.ok(false, `${file}: ${path} was not built`);
      continue;
    }
    const heading = byId(path, hashOf(o.url));
    found.is(heading && text(heading), `${data.name} ${data.version}`, `${file}: the section's heading`);
    const section = $$(main(path), 'section.observation-record').find((s) => attr(s, 'data-version') === data.version);
    if (!section) {
      found.ok(false, `${file}: no section for ${data.version}`);
      continue;
    }
    const facts = text(must(section, 'dl.summary'));
    for (const fact of [data.version, data.date, data.platform, data.package, o.file])
      found.contains(facts, fact, `${file}: the facts say ${fact}`);
    if (data.product === 'none') found.contains(facts, 'not a product the register audits', `${file}: no register product`);
    else
      for (const words of data.product.because) found.contains(facts.replace(/\s+/g, ' '), words, `${file}: the words that decide its product`);
    // Each pass: its questions, each with its answer.
    for (const [name, pass] of [
      ['legacy', data.legacy],
      ['modern', data.modern],
    ] as const) {
      if (!pass) {
        found.is(byId(path, `v${data.version}-${name}`), undefined, `${file}: no ${name} pass`);
        continue;
      }
      const passSection = $$(section, 'section.observation-pass').find((s) => attr(must(s, 'h3'), 'id') === `v${data.version}-${name}`);
      if (!passSection) {
        found.ok(false, `${file}: no ${name} pass section`);
        continue;
      }
      found.is($$(passSection, 'table.observed-questions tbody tr').length, pass.requests.length, `${file} ${name}: one row per question`);
      const declared = $$(passSection, 'pre code').map(text).join('\n');
      if (pass.capabilities) found.contains(declared, squash(JSON.stringify(pass.capabilities, null, 2)), `${file} ${name}: capabilities verbatim`);
    }
  }
  found.none();
});

test('every kept capture is shown line for line on its client’s page, each line with its time', () => {
  const found = new Findings();
  let shown = 0;
  for (const { file, data, captures } of loaded) {
    const path = `/observed/${data.client}/`;
    for (const name of ['legacy', 'modern'] as const) {
      const capture = captures[name];
      if (!capture) continue;
      const lines = readFileSync(join(root, capture.file), 'utf8').split('\n').filter(Boolean);
      const exchange = $(main(path), `.exchange[data-exchange="v${data.version}-${name}-exchange"]`);
      if (!exchange) {
        found.ok(false, `${file} ${name}: no exchange on ${path}`);
        continue;
      }
      shown += 1;
      const items = $$(exchange, '.exchange-lines > li');
      found.is(items.length, lines.length, `${file} ${name}: every line of ${capture.file}`);
      items.forEach((li, i) => {
        const line = JSON.parse(lines[i]!) as { at: string; ms: number; message?: unknown };
        const time = $(li, 'time');
        found.is(time && attr(time, 'datetime'), line.at, `${file} ${name} line ${i + 1}: its time`);
        found.is(time && text(time), `+${line.ms} ms`, `${file} ${name} line ${i + 1}: since the server started`);
        if (line.message) found.is(text(must(li, 'pre')), squash(JSON.stringify(line.message, null, 2)), `${file} ${name} line ${i + 1}: the message`);
      });
      // A long exchange is folded in a <details>, a short one is not.
      found.is(exchange.tagName === 'details', lines.length > EXCHANGE_OPEN_LINES, `${file} ${name}: folded when long`);
    }
  }
  found.ok(shown > 0, 'some capture is kept and shown');
  found.none();
});

test('every client’s page links back to /observed/, which links to every client’s page; the counts are /matrix.json’s', () => {
  const found = new Findings();
  const clients = [...new Set(observations.map((o) => o.client))];
  const pages = [...files].filter((f) => /^\/observed\/[^/]+\/index\.html$/.test(f)).map((f) => f.replace(/index\.html$/, ''));
  found.equal(pages.sort(), clients.map((c) => `/observed/${c}/`).sort(), 'a page per observed client, and no other');
  const index = main('/observed/');
  for (const path of pages) {
    found.ok(hrefs(main(path)).includes('/observed/'), `${path}: links back to /observed/`);
    found.ok(hrefs(index).includes(path), `/observed/ links ${path}`);
    const mine = observations.filter((o) => pathOf(o.url) === path);
    found.is($$(main(path), 'section.observation-record').length, mine.length, `${path}: a section per observation`);
    for (const o of mine) {
      const section = $$(main(path), 'section.observation-record').find((s) => attr(s, 'data-version') === o.version);
      found.is(section && $$(section, 'table.observed-table tbody tr').length, o.cells.length, `${path} ${o.version}: a row per observed cell`);
    }
  }
  found.is(Number(attr(must(index, '#observed-count'), 'data-clients')), observations.length, '/observed/ counts the observations');
  found.none();
});

test('every observed cell links to its pass on its client’s page: from /observed/, the row page, the product page and the row’s JSON', () => {
  const found = new Findings();
  const index = hrefs(main('/observed/'));
  for (const o of observations)
    for (const c of o.cells) {
      const where = `${o.client} ${o.version} ${c.row} ${c.revision}`;
      found.ok(pathOf(c.capture) === pathOf(o.url) && byId(pathOf(c.capture), hashOf(c.capture)) !== undefined, `${where}: ${c.capture} is on the page`);
      found.ok(index.includes(c.capture), `${where}: /observed/ links it`);
      const rowPage = `/capabilities/${rowSlug(c.row)}/`;
      found.ok(hrefs(main(rowPage)).includes(c.capture), `${where}: ${rowPage} links it`);
      // The drawer links it from the row's JSON.
      const { observations: forRow = [] } = json<{ observations?: RowObservation[] }>(`/rows/${rowSlug(c.row)}.json`);
      found.ok(
        forRow.some((r) => r.client === o.client && r.cell.revision === c.revision && r.cell.capture === c.capture),
        `${where}: the row's JSON carries it`,
      );
      for (const side of c.register) found.ok(hrefs(main(`/clients/${side.product}/`)).includes(c.capture), `${where}: /clients/${side.product}/ links it`);
    }
  found.none();
});
