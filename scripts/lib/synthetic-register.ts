/**
 * A synthetic register of any size, made by cycling the rows of a real content folder: used
 * by `npm run bench` (26, 300, 3,000 rows) and by the test of the matrix's static pages
 * (more rows than one window). Ids are renumbered CAP-01 … CAP-n; `related`, the register's
 * current rows, the verification report and the spec report are remapped to ids that exist; disputes and notes
 * naming rows that do not exist are dropped.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { mustAt } from '../../src/lib/lookup/must.ts';

const ROW_FILE = /^([A-Z]+)-(\d{2,})\.mdx$/;
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

interface SourceRow {
  number: number;
  prefix: string;
  doc: Document;
  title: string;
  related: number[];
  body: string;
}

export function splitFrontMatter(text: string, file: string): { yaml: string; body: string } {
  const m = FRONT_MATTER.exec(text);
  if (!m) throw new Error(`${file}: no front-matter`);
  return { yaml: mustAt(m, 1, 'front-matter group'), body: text.slice(m[0].length) };
}

function loadSourceRows(source: string): SourceRow[] {
  const dir = join(source, 'capabilities');
  return readdirSync(dir)
    .flatMap((f) => {
      const [, prefix, digits] = ROW_FILE.exec(f) ?? [];
      if (prefix === undefined || digits === undefined) return []; // not a row file
      const { yaml, body } = splitFrontMatter(readFileSync(join(dir, f), 'utf8'), f);
      const doc = parseDocument(yaml);
      const related = ((doc.toJS().related ?? []) as string[]).map((id) => Number(id.split('-')[1]));
      return { number: Number(digits), prefix, doc, title: String(doc.get('title')), related, body };
    })
    .sort((a, b) => a.number - b.number);
}

const rowId = (prefix: string, n: number) => `${prefix}-${String(n).padStart(2, '0')}`;
const yamlText = (doc: Document) => doc.toString({ lineWidth: 0 });

/**
 * Writes `n` rows into `dir/capabilities`, copying everything else from content/. Row `i`
 * is source row `((i - 1) mod k) + 1` of the k real rows; its cycle is `floor((i - 1) / k)`,
 * and references to real row `m` become row `cycle × k + m` of the same cycle.
 */
export function generateContent(source: string, n: number, dir: string): { ids: string[] } {
  const sources = loadSourceRows(source);
  const k = sources.length;
  const prefix = mustAt(sources, 0, `row file in ${join(source, 'capabilities')}`).prefix;
  const capDir = join(source, 'capabilities');
  cpSync(source, dir, { recursive: true, filter: (src) => src !== capDir && !src.startsWith(capDir + sep) });
  mkdirSync(join(dir, 'capabilities'));
  // Real row number → its generated copies (all cycles), for lists of ids.
  const copiesOf = (m: number) => {
    const out: string[] = [];
    for (let c = 0; c * k + m <= n; c++) out.push(rowId(prefix, c * k + m));
    return out;
  };
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    const cycle = Math.floor((i - 1) / k);
    const src = mustAt(sources, (i - 1) % k, 'source row');
    const id = rowId(prefix, i);
    const doc = src.doc.clone();
    doc.set('id', id);
    if (cycle > 0) doc.set('title', `${src.title} (copy ${cycle + 1})`);
    const related = src.related.map((m) => cycle * k + m).filter((r) => r <= n && r !== i);
    doc.set(
      'related',
      related.map((r) => rowId(prefix, r)),
    );
    writeFileSync(join(dir, 'capabilities', `${id}.mdx`), `---\n${yamlText(doc)}---\n${src.body}`);
    ids.push(id);
  }
  const exists = new Set(ids);

  // Registers: the current rows become every copy of each real current row.
  for (const f of readdirSync(join(dir, 'registers')).filter((f) => f.endsWith('.yaml'))) {
    const path = join(dir, 'registers', f);
    const doc = parseDocument(readFileSync(path, 'utf8'));
    const current = doc.getIn(['auditNote', 'current']);
    if (!current) continue;
    const audits = doc.toJS().auditNote.current as { commit: string; rows: string[] }[];
    audits.forEach((audit, a) => {
      const real = audit.rows.map((id) => Number(id.split('-')[1]));
      doc.setIn(
        ['auditNote', 'current', a, 'rows'],
        real.flatMap(copiesOf).sort((x, y) => x.localeCompare(y, 'en', { numeric: true })),
      );
    });
    writeFileSync(path, yamlText(doc));
  }

  // Disputes name real rows (CAP-11 …); they stay on the first cycle when those ids exist.
  const disputesDir = join(dir, 'disputes');
  if (existsSync(disputesDir)) {
    for (const f of readdirSync(disputesDir)) {
      const data = parseDocument(readFileSync(join(disputesDir, f), 'utf8')).toJS() as {
        rows?: string[];
        positions?: { in: string }[];
      };
      const named = [...(data.rows ?? []), ...(data.positions ?? []).map((p) => p.in).filter((s) => ROW_FILE.test(`${s}.mdx`))];
      if (!named.every((id) => exists.has(id))) rmSync(join(disputesDir, f));
    }
  }

  // Notes: related becomes every copy of each real related row that exists (the copies quote the note as their
  // originals do, and a note lists every row quoting it).
  const notesDir = join(dir, 'idiosyncrasies');
  if (existsSync(notesDir)) {
    for (const f of readdirSync(notesDir).filter((f) => f.endsWith('.mdx'))) {
      const path = join(notesDir, f);
      const { yaml, body } = splitFrontMatter(readFileSync(path, 'utf8'), f);
      const doc = parseDocument(yaml);
      const real = ((doc.toJS().related ?? []) as string[]).map((id) => Number(id.split('-')[1]));
      doc.set(
        'related',
        real.flatMap(copiesOf).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
      );
      writeFileSync(path, `---\n${yamlText(doc)}---\n${body}`);
    }
  }

  // The quote-verification report, when there is one: results cycled like the rows.
  const reportPath = join(dir, 'verification', 'report.json');
  if (existsSync(reportPath)) {
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { results: { row: string }[] };
    const results = report.results.flatMap((r) => {
      const m = Number(r.row.split('-')[1]);
      return copiesOf(m).map((id) => ({ ...r, row: id }));
    });
    writeFileSync(reportPath, `${JSON.stringify({ ...report, results }, null, 2)}\n`);
  }

  // The spec report, when there is one: a copy of a row has the real row's capability and states.
  const specReportPath = join(dir, 'verification', 'spec-report.json');
  if (existsSync(specReportPath)) {
    const report = JSON.parse(readFileSync(specReportPath, 'utf8')) as { rows: { row: string }[] };
    const rows = report.rows.flatMap((r) => copiesOf(Number(r.row.split('-')[1])).map((id) => ({ ...r, row: id })));
    rows.sort((a, b) => a.row.localeCompare(b.row, 'en', { numeric: true }));
    writeFileSync(specReportPath, `${JSON.stringify({ ...report, rows }, null, 2)}\n`);
  }
  return { ids };
}
