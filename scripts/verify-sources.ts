/**
 * Checks the register's quoted citations against checkouts of the source repositories.
 *
 *   npm run verify-sources -- --checkout spec=<path> [--checkout opencode=<path> ...]
 *                             [--content <dir>] [--json | --markdown] [--at-head] [--report <file>]
 *
 *   --checkout <alias>=<path>  a checkout of the source `<alias>` (an id of
 *                              <content>/sources.yaml): a git work tree, a bare git
 *                              directory, or a plain directory. Repeatable; at least one.
 *   --content <dir>            the content directory (default `content`, or
 *                              $REGISTER_CONTENT_DIR); its `sources.yaml` lists the sources
 *   --json                     print the report as JSON instead of the table
 *   --report <file>            also write the report to <file> (pretty-printed JSON)
 *   --at-head                  ignore the pinned commits: read every git checkout at its
 *                              HEAD commit (the drift watch: has the newest source moved?)
 *   --markdown                 print only the drifted quotes as Markdown (job summary)
 *
 * For every file citation with a quote whose source has a checkout, the file at the
 * citation's repository path (`repositoryPath`) is read at the citation's commit: the
 * row's audit commit (or its `sourcesCommit`) for a source with `commitFrom: audit`, else
 * the source's `commit`. Without a commit, or when the commit is not in the checkout
 * (the result says so in `note`), a bare repository is read at HEAD and a work tree or a
 * plain directory from disk. `readAt` records which. The quote is then looked for on the
 * cited lines (`checkQuote` in src/lib/citations/verify.ts): exact, normalized, moved,
 * missing, or no-file when the path does not exist at that version.
 *
 * Skipped citations are counted in `summary.skipped`, keyed by reason: a source id for
 * citations of a source given no checkout, `no quote` for citations of a checked-out
 * source that quote nothing, `wire` for wire captures (only non-zero counts appear).
 *
 * Report: { verifiedOn (today, or $VERIFY_DATE), checkouts: { <alias>: { path, git, head } },
 * summary: { exact, normalized, moved, missing, no-file, skipped }, results: [...] }. A
 * report written inside this project records only the base name of each checkout's path.
 *
 * Exit codes: 0 every checked quote is exact or normalized; 1 some are moved, missing or
 * no-file; 2 bad usage or malformed content (nothing is checked).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { CheckoutError, decode, inspectCheckout, readSourceFile, type Checkout } from './lib/checkout.ts';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';
import { SOURCE_IDS, type SourceId } from '../src/lib/register/axes.ts';
import { formatLines } from '../src/lib/citations/parse.ts';
import { checkContent } from '../src/lib/content/check.ts';
import { REPORT_FILE } from '../src/lib/content/load.ts';
import { formatProblem, schemaProblems } from '../src/lib/content/problems.ts';
import { sourcesFileSchema, type Source } from '../src/lib/register/schema.ts';
import { citationTarget, repositoryPath } from '../src/lib/citations/source-links.ts';
import {
  VERIFY_VERDICTS,
  checkQuote,
  driftMarkdown,
  isDrift,
  type SkippedCounts,
  type VerificationReport,
  type VerificationResult,
} from '../src/lib/citations/verify.ts';
import { mustGet } from '../src/lib/lookup/must.ts';
import { processIo, type CliIo } from './lib/cli-io.ts';

type CheckoutInfo = VerificationReport['checkouts'][string];

const PROJECT_ROOT = resolve(import.meta.dirname, '..');

/** Bad usage: exit 2 with the usage line. */
class UsageError extends Error {}
/** Malformed input (sources.yaml, content): exit 2 without the usage line. */
class InputError extends UsageError {}

/** A path as shown in messages: relative to the working directory (`cwd`) when inside it. */
function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

// ---------------------------------------------------------------------------------------
// inputs

interface Options {
  checkouts: Map<SourceId, string>;
  content: string;
  json: boolean;
  markdown: boolean;
  atHead: boolean;
  report: string | null;
}

function parseOptions(argv: string[], io: CliIo): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        checkout: { type: 'string', multiple: true },
        content: { type: 'string' },
        json: { type: 'boolean' },
        markdown: { type: 'boolean' },
        'at-head': { type: 'boolean' },
        report: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  const checkouts = new Map<SourceId, string>();
  for (const spec of values.checkout ?? []) {
    const eq = spec.indexOf('=');
    if (eq <= 0 || eq === spec.length - 1) {
      throw new UsageError(`--checkout ${spec}: expected <alias>=<path>, e.g. --checkout spec=../modelcontextprotocol`);
    }
    const alias = spec.slice(0, eq);
    const path = spec.slice(eq + 1);
    if (!(SOURCE_IDS as readonly string[]).includes(alias)) {
      throw new UsageError(`--checkout ${spec}: unknown source alias "${alias}"; expected one of ${SOURCE_IDS.join(', ')}`);
    }
    if (checkouts.has(alias as SourceId)) throw new UsageError(`--checkout ${alias}= is given twice`);
    const absolute = resolve(io.cwd, path);
    if (!existsSync(absolute)) throw new UsageError(`--checkout ${spec}: ${absolute} does not exist`);
    if (!statSync(absolute).isDirectory()) throw new UsageError(`--checkout ${spec}: ${absolute} is not a directory`);
    checkouts.set(alias as SourceId, absolute);
  }
  if (checkouts.size === 0) {
    throw new UsageError('give at least one --checkout <alias>=<path>, e.g. --checkout spec=../modelcontextprotocol');
  }
  const content =
    values.content !== undefined ? resolve(io.cwd, values.content) : resolve(io.cwd, io.env.REGISTER_CONTENT_DIR ?? 'content');
  if (!existsSync(content) || !statSync(content).isDirectory()) throw new UsageError(`--content: ${content} is not a directory`);
  if (values.report !== undefined && values.report === '') throw new UsageError('--report needs a file name');
  if (values.json && values.markdown) throw new UsageError('give --json or --markdown, not both');
  return {
    checkouts,
    content,
    json: values.json ?? false,
    markdown: values.markdown ?? false,
    atHead: values['at-head'] ?? false,
    report: values.report ?? null,
  };
}

function loadSources(content: string, cwd: string): Map<SourceId, Source> {
  const file = join(content, 'sources.yaml');
  const name = shown(file, cwd);
  if (!existsSync(file)) throw new InputError(`${name}: (file): not found; list the source repositories there (see content/sources.yaml)`);
  let data: unknown;
  try {
    data = yaml.load(decode(readFileSync(file)), { schema: yaml.CORE_SCHEMA });
  } catch (error) {
    const reason =
      error instanceof yaml.YAMLException ? `malformed YAML at line ${error.mark.line + 1}: ${error.reason}` : (error as Error).message;
    throw new InputError(`${name}: (file): ${reason}; fix the YAML syntax`);
  }
  const result = sourcesFileSchema.safeParse(data);
  if (!result.success) {
    const problems = schemaProblems(name, data, result.error).map((p) => ({
      ...p,
      field: p.field === '(front-matter)' ? '(file)' : p.field,
    }));
    throw new InputError(problems.map(formatProblem).join('\n'));
  }
  return new Map(result.data.map((s) => [s.id, s]));
}

function verifiedOn(env: CliIo['env']): string {
  const date = env.VERIFY_DATE;
  if (date === undefined || date === '') return new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError(`VERIFY_DATE=${date}: expected YYYY-MM-DD`);
  return date;
}

// ---------------------------------------------------------------------------------------
// the check

function verify(options: Options, io: CliIo): VerificationReport {
  const date = verifiedOn(io.env);
  const sources = loadSources(options.content, io.cwd);
  // Problems name files relative to the working directory, or to the content's parent outside it.
  const root = shown(options.content, io.cwd) === options.content ? dirname(options.content) : io.cwd;
  const content = checkContent(options.content, root);
  // A previous report that no longer validates is no reason to refuse writing a new one.
  const previousReport = join(options.content, REPORT_FILE);
  const problems = content.problems.filter((p) => resolve(root, p.file) !== previousReport);
  if (problems.length > 0) {
    throw new InputError(
      `${shown(options.content, io.cwd)}: ${problems.length} content problem(s); run npm run check:\n` +
        problems.map((p) => `  ${formatProblem(p)}`).join('\n'),
    );
  }
  const checkouts = new Map<SourceId, Checkout>();
  for (const alias of SOURCE_IDS) {
    const path = options.checkouts.get(alias);
    if (path) checkouts.set(alias, inspectCheckout(alias, path));
  }

  const results: VerificationResult[] = [];
  const skippedBy = new Map<string, number>();
  const skip = (reason: string): void => void skippedBy.set(reason, (skippedBy.get(reason) ?? 0) + 1);
  for (const row of content.rows) {
    row.data.sources.forEach((citation, index) => {
      if (citation.kind === 'wire') return skip('wire');
      const checkout = checkouts.get(citation.source);
      if (!checkout) return skip(citation.source);
      if (citation.quote === undefined) return skip('no quote');
      const source = mustGet(sources, citation.source, 'source in content/sources.yaml');
      // --at-head: the newest commit of the checkout, whatever the row pins.
      const commit = options.atHead && checkout.head ? checkout.head : citationTarget(citation, source, row.data.audit).commit;
      const path = repositoryPath(citation);
      const read = readSourceFile(checkout, path, commit);
      const check = read.text === null ? null : checkQuote(read.text, citation.lines, citation.quote);
      const result: VerificationResult = {
        row: row.data.id,
        index,
        source: citation.source,
        path: citation.path,
        repositoryPath: path,
        lines: formatLines(citation.lines),
        quote: citation.quote,
        verdict: check ? check.verdict : 'no-file',
        foundLine: check?.foundLine ?? null,
        readAt: read.readAt,
      };
      if (read.note) result.note = read.note;
      results.push(result);
    });
  }

  const skipped: SkippedCounts = {};
  for (const reason of [...SOURCE_IDS, 'no quote', 'wire']) {
    const n = skippedBy.get(reason);
    if (n) skipped[reason] = n;
  }
  const count = (v: string) => results.filter((r) => r.verdict === v).length;
  return {
    verifiedOn: date,
    checkouts: Object.fromEntries(
      [...checkouts.values()].map((c): [string, CheckoutInfo] => [c.alias, { path: c.path, git: c.kind !== 'directory', head: c.head }]),
    ),
    summary: {
      exact: count('exact'),
      normalized: count('normalized'),
      moved: count('moved'),
      missing: count('missing'),
      'no-file': count('no-file'),
      skipped,
    },
    results,
  };
}

// ---------------------------------------------------------------------------------------
// output

function summaryLine(report: VerificationReport): string {
  const { summary } = report;
  const skippedTotal = Object.values(summary.skipped).reduce((a, b) => a + b, 0);
  const total = report.results.length + skippedTotal;
  const verdicts = VERIFY_VERDICTS.map((v) => `${summary[v]} ${v}`).join(', ');
  const reasons = Object.entries(summary.skipped)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return `${total} citations: ${verdicts}; ${skippedTotal} skipped${reasons ? ` (${reasons})` : ''}`;
}

function shortRef(readAt: string): string {
  return readAt.replace(/\b([0-9a-f]{12})[0-9a-f]{28}\b/g, '$1');
}

function table(report: VerificationReport): string {
  const header = ['row', 'source', 'citation', 'verdict', 'found', 'read at'];
  const rows = report.results.map((r) => [
    `${r.row}#${r.index}`,
    r.source,
    r.lines ? `${r.path}:${r.lines}` : r.path,
    r.verdict,
    r.foundLine === null ? '-' : String(r.foundLine),
    shortRef(r.readAt) + (r.note ? ` (${r.note})` : ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...rows.map(format)].join('\n');
}

/** The report as written to a file; inside this project only the checkouts' base names are kept. */
function reportForFile(report: VerificationReport, file: string): VerificationReport {
  const rel = relative(PROJECT_ROOT, file);
  const inside = rel === '' || !(rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel));
  if (!inside) return report;
  return {
    ...report,
    checkouts: Object.fromEntries(Object.entries(report.checkouts).map(([alias, c]) => [alias, { ...c, path: basename(c.path) }])),
  };
}

/** Run the task on `argv` (the arguments after the script's name), printing to `io`; the exit code. */
export function runVerifySources(argv: string[], io: CliIo = processIo()): number {
  const out = (line: string) => io.stdout(`${line}\n`);
  const err = (line: string) => io.stderr(`${line}\n`);
  let report: VerificationReport;
  let options: Options;
  try {
    options = parseOptions(argv, io);
    report = verify(options, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof CheckoutError) {
      err(`verify-sources: ${error.message}`);
      if (error instanceof UsageError && !(error instanceof InputError))
        err(
          'usage: npm run verify-sources -- --checkout <alias>=<path> [--checkout ...] [--content <dir>] [--json | --markdown] [--at-head] [--report <file>]',
        );
      return 2;
    }
    throw error;
  }
  if (options.markdown) {
    io.stdout(
      `${driftMarkdown(report, options.atHead ? 'Quoted citations against the newest sources' : 'Quoted citations against their pinned commits')}\n`,
    );
    err(summaryLine(report));
  } else if (options.json) {
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    err(summaryLine(report));
  } else {
    out(table(report));
    out('');
    out(summaryLine(report));
  }
  if (options.report) {
    const file = resolve(io.cwd, options.report);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(reportForFile(report, file), null, 2)}\n`);
    err(`verify-sources: wrote ${shown(file, io.cwd)}`);
  }
  return report.results.some((r) => isDrift(r.verdict)) ? 1 : 0;
}

if (import.meta.main) process.exitCode = runVerifySources(process.argv.slice(2));
