/**
 * The author-change corpus (tests/fixtures/author-changes/<case>/, described in tests/README.md): ordinary changes
 * a register author makes, each written as content only, applied to a copy of the valid fixture. This module reads
 * the cases, applies one to a copy, computes what the copy publishes (the text of /matrix.json, by the function the
 * build serves it with) and compares it with the unchanged fixture's. The tests are author-changes.test.ts (the
 * content check and the matrix, in process, per case) and author-changes.astro.test.ts (the Astro build).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../../src/lib/content/check.ts';
import { contentCorpus, entrySlug } from '../../../src/lib/content/load.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';
import { diffMatrices, readDiffMatrix } from '../../../src/lib/matrix/diff.ts';
import { matrixJsonText, type MatrixExport } from '../../../src/lib/matrix/export.ts';
import { VALID_CONTENT } from './content-fixture.ts';

/** Where the cases live, one folder each. */
export const CASES_DIR = join(import.meta.dirname, '../../fixtures/author-changes');

/** One replacement in a file of the copy: every occurrence of `find` becomes `replace`. */
export interface CaseEdit {
  file: string;
  find: string;
  replace: string;
}

/** What a case says it publishes (`expect.json`). */
export interface CaseExpect {
  /** Every cell whose verdict or basis the change moves, as `<row>/<product>/<revision>`: exactly these, no others. */
  cellsMoved: string[];
  /** Rows the change adds (default: none). */
  rowsAdded?: string[];
  /** Products (matrix columns) the change adds, by id (default: none). */
  productsAdded?: string[];
  /** Revisions the change adds, by id (default: none): their cells are new, not moved. */
  revisionsAdded?: string[];
  /** The verdict and basis a cell has after the change, keyed `<row>/<product>/<revision>`. */
  cells?: Record<string, { verdict?: string; basis?: string }>;
  /** Words /matrix.json carries after the change. */
  matrixHas?: string[];
  /** Words /matrix.json no longer carries after the change. */
  matrixLacks?: string[];
  /** Words each built page shows (its text, markup removed), keyed by the page's path under the output folder. */
  pages?: Record<string, string[]>;
}

const EXPECT_FIELDS = new Set(['cellsMoved', 'rowsAdded', 'productsAdded', 'revisionsAdded', 'cells', 'matrixHas', 'matrixLacks', 'pages']);

/** A case as read from its folder. */
export interface AuthorChange {
  slug: string;
  dir: string;
  /** Files under `files/`, relative to it (and so to the content folder). */
  files: string[];
  edits: CaseEdit[];
  expect: CaseExpect;
  /** What is wrong with the case's folder itself (a missing README, an unknown expect field): empty when it reads. */
  problems: string[];
  /** A folder with only its README: a case described but not written yet (its test is a to-do, never a pass). */
  pending: boolean;
}

function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

const isStringList = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');

/** Read one case folder; what does not read is listed in `problems`, never guessed. */
export function readCase(dir: string, slug: string): AuthorChange {
  const problems: string[] = [];
  const readme = join(dir, 'README.md');
  if (existsSync(readme) && readdirSync(dir).length === 1) return { slug, dir, files: [], edits: [], expect: { cellsMoved: [] }, problems, pending: true };
  if (!existsSync(readme) || readFileSync(readme, 'utf8').trim() === '')
    problems.push(`${slug}: README.md is missing or empty: say in one paragraph what the author did`);
  let edits: CaseEdit[] = [];
  const editsPath = join(dir, 'edits.json');
  if (existsSync(editsPath)) {
    const raw: unknown = JSON.parse(readFileSync(editsPath, 'utf8'));
    if (
      Array.isArray(raw) &&
      raw.every(
        (e: unknown) =>
          typeof e === 'object' &&
          e !== null &&
          ['file', 'find', 'replace'].every((k) => typeof (e as Record<string, unknown>)[k] === 'string') &&
          Object.keys(e).every((k) => ['file', 'find', 'replace'].includes(k)),
      )
    )
      edits = raw as CaseEdit[];
    else problems.push(`${slug}: edits.json must be a list of {"file", "find", "replace"} (strings, no other keys)`);
  }
  let expect: CaseExpect = { cellsMoved: [] };
  const expectPath = join(dir, 'expect.json');
  if (!existsSync(expectPath)) problems.push(`${slug}: expect.json is missing: it names at least "cellsMoved"`);
  else {
    const raw = JSON.parse(readFileSync(expectPath, 'utf8')) as Record<string, unknown>;
    for (const key of Object.keys(raw))
      if (!EXPECT_FIELDS.has(key)) problems.push(`${slug}: expect.json: unknown field "${key}" (known: ${[...EXPECT_FIELDS].join(', ')})`);
    if (!isStringList(raw.cellsMoved)) problems.push(`${slug}: expect.json: "cellsMoved" must be a list of "<row>/<product>/<revision>"`);
    expect = raw as unknown as CaseExpect;
  }
  const files = filesUnder(join(dir, 'files'));
  if (!files.length && !edits.length) problems.push(`${slug}: the case changes nothing: add files/ or edits.json`);
  return { slug, dir, files, edits, expect, problems, pending: false };
}

/** Every case folder under `CASES_DIR`, discovered (never listed by hand), sorted by name. */
export function authorChanges(casesDir = CASES_DIR): AuthorChange[] {
  return readdirSync(casesDir)
    .filter((name) => statSync(join(casesDir, name)).isDirectory())
    .sort()
    .map((slug) => readCase(join(casesDir, slug), slug));
}

/**
 * Apply a case to a content folder: overlay its `files/`, then make its edits in order. Returns the failures of the
 * case (an edit whose file does not exist or whose `find` matches nothing), empty when it applied.
 */
export function applyChange(change: AuthorChange, contentDir: string): string[] {
  const failures: string[] = [];
  if (change.files.length) cpSync(join(change.dir, 'files'), contentDir, { recursive: true });
  change.edits.forEach((e, i) => {
    const path = join(contentDir, e.file);
    if (!existsSync(path)) {
      failures.push(`${change.slug}: edits.json[${i}]: ${e.file} does not exist in the content`);
      return;
    }
    const text = readFileSync(path, 'utf8');
    if (!text.includes(e.find)) {
      failures.push(`${change.slug}: edits.json[${i}]: ${e.file} does not contain ${JSON.stringify(e.find)}`);
      return;
    }
    writeFileSync(path, text.replaceAll(e.find, e.replace));
  });
  return failures;
}

/** What a content folder publishes: the content check's problems and the text of /matrix.json (base path `/`). */
export function publish(contentDir: string): { problems: string[]; text: string; data: MatrixExport } {
  const content = checkContent(contentDir, contentDir);
  const notes = content.notes
    .map((n) => ({ id: entrySlug(n.file), data: n.data }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const { text, data } = matrixJsonText(
    content.rows.map((r) => r.data),
    {
      disputes: content.disputes.map((d) => d.data),
      products: content.products,
      corpus: contentCorpus(content),
      otherSources: content.otherSources,
      base: '/',
    },
    notes,
  );
  return { problems: content.problems.map(formatProblem), text, data };
}

/**
 * `publish`, in a fresh process whose content folder is `contentDir` (REGISTER_CONTENT_DIR): the products and
 * revisions are read once per process from the content folder, as the build reads them, so a case that adds one is
 * published by a reader of its own copy.
 */
export function publishFresh(contentDir: string): { problems: string[]; text: string; data: MatrixExport } {
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'publish-content.ts'), contentDir], {
    env: { ...process.env, REGISTER_CONTENT_DIR: contentDir },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`publishing ${contentDir} failed: ${run.stderr}`);
  const { problems, text } = JSON.parse(run.stdout) as { problems: string[]; text: string };
  return { problems, text, data: JSON.parse(text) as MatrixExport };
}

/** A copy of the valid fixture with `cases` applied in order, handed to `use`, removed afterwards. */
export function withChangedCopy<T>(cases: readonly AuthorChange[], use: (contentDir: string, failures: string[]) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'register-author-change-'));
  try {
    const content = join(dir, 'content');
    cpSync(VALID_CONTENT, content, { recursive: true });
    const failures = cases.flatMap((c) => applyChange(c, content));
    return use(content, failures);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The cells whose verdict or basis moved, as `<row>/<product>/<revision>`, and the rows added, between two exports. */
export function movement(base: MatrixExport, head: MatrixExport): { cellsMoved: string[]; rowsAdded: string[]; rowsRemoved: string[] } {
  const view = (m: MatrixExport) => readDiffMatrix(JSON.parse(JSON.stringify(m)) as unknown);
  const diff = diffMatrices(view(base), view(head));
  return {
    cellsMoved: diff.cells.flatMap((r) => r.changes.map((c) => `${r.row}/${c.product}/${c.revision}`)).sort(),
    rowsAdded: diff.rowsAdded.map((r) => r.id).sort(),
    rowsRemoved: diff.rowsRemoved.map((r) => r.id).sort(),
  };
}

/** A cell of an export by `<row>/<product>/<revision>` (undefined when the row, product or revision is not there). */
export function exportedCell(data: MatrixExport, key: string): { verdict: string; basis: string } | undefined {
  const [row, product, revision] = key.split('/');
  const cells = data.rows.find((r) => r.id === row)?.cells as Record<string, Record<string, { verdict: string; basis: string }>> | undefined;
  return product && revision ? cells?.[product]?.[revision] : undefined;
}

/** A page's text as a reader sees it: markup removed, the common entities decoded, white space collapsed. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' })[e] ?? '')
    .replace(/\s+/g, ' ');
}
