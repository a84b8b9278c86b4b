/**
 * Checks every row's spec lifecycle states against the specification's own schemas.
 *
 *   npm run verify-spec -- --checkout spec=<path> [--content <dir>] [--at-head]
 *                          [--report <file>] [--json | --markdown]
 *
 *   --checkout spec=<path>  a checkout of the specification repository: a git work tree,
 *                           a bare git directory, or a plain directory
 *   --content <dir>         the content directory (default `content`, or $REGISTER_CONTENT_DIR)
 *   --at-head               read the checkout's newest commit instead of the one
 *                           content/sources.yaml pins (the weekly drift watch)
 *   --report <file>         write the report (content/verification/spec-report.json is the
 *                           committed one, which `npm test` checks every row against)
 *   --json                  print the report as JSON instead of the table
 *   --markdown              print only the disagreements, as Markdown (the drift watch's issue)
 *
 * For each revision of the axis, `schema/<rev>/schema.json` and `schema/<rev>/schema.ts` are
 * read at the commit (`git cat-file`, like verify-sources); each row's capability keys
 * (`capability:` in its front-matter) get a derived state per revision
 * (src/lib/spec/derive.ts). A row state that differs needs an override whose quotes are
 * found on their lines (src/lib/citations/verify.ts `checkQuote`: exact or normalized).
 *
 * Exit codes: 0 every state agrees or is overridden with verified words; 1 a state
 * disagrees, an override is needless or its words are not on their lines; 2 bad usage or
 * malformed content (nothing is checked).
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REVISION_IDS, type RevisionId } from '../src/lib/register/axes.ts';
import type { Row } from '../src/lib/register/schema.ts';
import { readContent } from '../src/lib/content/load.ts';
import { readAxes } from '../src/lib/content/axes.ts';
import { formatProblem } from '../src/lib/content/problems.ts';
import { checkQuote } from '../src/lib/citations/verify.ts';
import { capabilityKeys, keyLabel } from '../src/lib/spec/key-path.ts';
import { combineStates, deriveKey, schemaFiles, type RevisionSchema } from '../src/lib/spec/derive.ts';
import {
  compareRow,
  judge,
  type ReportQuote,
  type ReportRevision,
  type SpecProblem,
  type SpecReport,
  type SpecReportRow,
} from '../src/lib/spec/report.ts';
import { CheckoutError, inspectCheckout, readSourceFile, resolveCommit, type Checkout } from './lib/checkout.ts';
import { mustAt } from '../src/lib/lookup/must.ts';
import { processIo, type CliIo } from './lib/cli-io.ts';
import { specAt } from '../src/lib/lookup/at.ts';

/** Bad usage or input: exit 2. */
class UsageError extends Error {}

/** A path as shown in messages: relative to the working directory (`cwd`) when inside it. */
function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

interface Options {
  checkout: string;
  /** The citation source that holds the specification (`spec`), whose pinned commit is read. */
  specification: string;
  content: string;
  atHead: boolean;
  report: string | null;
  json: boolean;
  markdown: boolean;
}

function parseOptions(argv: string[], io: CliIo): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        checkout: { type: 'string' },
        content: { type: 'string' },
        'at-head': { type: 'boolean' },
        report: { type: 'string' },
        json: { type: 'boolean' },
        markdown: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const content =
    values.content !== undefined ? resolve(io.cwd, values.content) : resolve(io.cwd, io.env.REGISTER_CONTENT_DIR ?? 'content');
  if (!existsSync(content) || !statSync(content).isDirectory()) throw new UsageError(`--content: ${content} is not a directory`);
  // The checkout is named by the citation source that holds the specification (`specification` in revisions.yaml).
  const id = readAxes(content).axes.specification;
  const spec = values.checkout;
  if (!spec) throw new UsageError(`give --checkout ${id}=<path>, a checkout of the specification repository`);
  const given = spec.startsWith(`${id}=`) ? spec.slice(id.length + 1) : '';
  if (!given) throw new UsageError(`--checkout ${spec}: expected ${id}=<path>; the spec check reads only the specification`);
  const checkout = resolve(io.cwd, given);
  if (!existsSync(checkout) || !statSync(checkout).isDirectory())
    throw new UsageError(`--checkout ${spec}: ${checkout} is not a directory`);
  if (values.json && values.markdown) throw new UsageError('give --json or --markdown, not both');
  if (values.report === '') throw new UsageError('--report needs a file name');
  return {
    checkout,
    specification: id,
    content,
    atHead: values['at-head'] ?? false,
    report: values.report ?? null,
    json: values.json ?? false,
    markdown: values.markdown ?? false,
  };
}

/** The commit to read at: the pinned one, or HEAD with --at-head. */
function targetCommit(checkout: Checkout, pinned: string | null, atHead: boolean, cwd: string): string {
  if (checkout.kind === 'directory') {
    if (!pinned) throw new UsageError('content/sources.yaml pins no specification commit, and the checkout is not a git repository');
    return pinned; // read from disk; the report records the commit the files are said to be at
  }
  if (atHead) {
    if (!checkout.head) throw new UsageError(`${shown(checkout.path, cwd)} has no HEAD commit`);
    return checkout.head;
  }
  if (!pinned) throw new UsageError('content/sources.yaml pins no specification commit (spec.commit); pin one or use --at-head');
  const sha = resolveCommit(checkout, pinned);
  if (!sha)
    throw new UsageError(`the pinned specification commit ${pinned} is not in ${shown(checkout.path, cwd)}: fetch it, or use --at-head`);
  return sha;
}

interface Outcome {
  report: SpecReport;
  problems: SpecProblem[];
}

function verify(options: Options, io: CliIo): Outcome {
  const root = shown(options.content, io.cwd) === options.content ? dirname(options.content) : io.cwd;
  const content = readContent(options.content, root);
  if (content.problems.length > 0) {
    throw new UsageError(
      `${shown(options.content, io.cwd)}: ${content.problems.length} content problem(s); run npm run check:\n${content.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
  }
  const pinned = content.sources.find((s) => s.id === options.specification)?.commit ?? null;
  const checkout = inspectCheckout(options.specification, options.checkout);
  const commit = targetCommit(checkout, pinned, options.atHead, io.cwd);
  const read = (path: string) => readSourceFile(checkout, path, commit).text;
  const schemas: RevisionSchema[] = REVISION_IDS.map((revision) => ({
    revision,
    json: read(schemaFiles(revision).json),
    ts: read(schemaFiles(revision).ts),
  }));

  const problems: SpecProblem[] = [];
  const rows: SpecReportRow[] = [];
  for (const { data: row } of content.rows) {
    if (!row.capability) {
      if (REVISION_IDS.some((r) => specAt(row, r).state !== 'unknown')) {
        problems.push({
          row: row.id,
          field: 'capability',
          message: 'names no capability key: add capability: { side, paths: [...] } so its spec states can be checked',
        });
      }
      continue;
    }
    const keys = capabilityKeys(row.capability);
    const perKey = keys.map((key) => ({ key, states: deriveKey(schemas, key) }));
    const revisions = Object.fromEntries(
      REVISION_IDS.map((revision, i): [RevisionId, ReportRevision] => {
        const atRevision = perKey.map(({ key, states }) => ({
          key,
          d: mustAt(states, i, `derived state of ${keyLabel(key)} at ${revision}`),
        }));
        const derivedKeys = atRevision.map(({ key, d }) => {
          return {
            key: keyLabel(key),
            state: d.state,
            file: schemaFiles(revision).ts,
            line: d.line,
            ...(d.deprecatedAt ? { deprecatedAt: d.deprecatedAt } : {}),
            ...(d.note ? { note: d.note } : {}),
          };
        });
        const derived = combineStates(atRevision.map(({ d }) => d));
        const entry = specAt(row, revision);
        const result = judge(entry.state, derived, entry.override);
        const out: ReportRevision = { derived, keys: derivedKeys, register: entry.state, result };
        if (entry.override?.spec) out.override = { quotes: entry.override.spec.map((q) => verifyQuote(read, q)) };
        return [revision, out];
      }),
    );
    const reportRow: SpecReportRow = { row: row.id, keys: keys.map(keyLabel), revisions };
    rows.push(reportRow);
    problems.push(...compareRow(row, reportRow, commit));
    problems.push(...quoteProblems(row, reportRow));
  }
  return { report: { commit, rows }, problems };
}

function verifyQuote(
  read: (path: string) => string | null,
  q: NonNullable<NonNullable<Row['spec'][RevisionId]['override']>['spec']>[number],
): ReportQuote {
  const text = read(q.file);
  const base = { file: q.file, line: q.line, ...(q.end !== undefined ? { end: q.end } : {}), quote: q.quote };
  if (text === null) return { ...base, verdict: 'no-file', foundLine: null };
  const check = checkQuote(text, [{ start: q.line, ...(q.end !== undefined ? { end: q.end } : {}) }], q.quote);
  return { ...base, verdict: check.verdict, foundLine: check.foundLine ?? null };
}

function quoteProblems(row: Row, reportRow: SpecReportRow): SpecProblem[] {
  const out: SpecProblem[] = [];
  for (const revision of REVISION_IDS) {
    reportRow.revisions[revision]?.override?.quotes.forEach((q, i) => {
      if (q.verdict === 'exact' || q.verdict === 'normalized') return;
      const where =
        q.verdict === 'no-file'
          ? `${q.file} does not exist at the commit read`
          : q.verdict === 'moved'
            ? `the words are at line ${q.foundLine}, not ${q.line}`
            : `the words are not in ${q.file}`;
      out.push({
        row: row.id,
        field: `spec.${revision}.override.spec.${i}`,
        message: `${where}: quote the specification exactly, with the line it is on`,
      });
    });
  }
  return out;
}

function table(report: SpecReport): string {
  const header = ['row', 'revision', 'register', 'schema', 'result', 'schema line'];
  const lines = report.rows.flatMap((r) =>
    REVISION_IDS.flatMap((rev) => {
      const d = r.revisions[rev];
      if (!d) return [];
      const line = d.keys.map((k) => (k.line === null ? '-' : `${k.file}:${k.line}`)).join(', ');
      return [[r.row, rev, d.register, d.derived, d.result, line]];
    }),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n');
}

function markdown(outcome: Outcome, atHead: boolean): string {
  const title = atHead ? 'Spec states against the newest specification' : 'Spec states against the pinned specification';
  const head = `### ${title} (${outcome.report.commit.slice(0, 12)})`;
  if (outcome.problems.length === 0) return `${head}\n\nEvery row's spec state agrees with the schema or carries a verified override.`;
  const lines = outcome.problems.map((p) => `- **${p.row}** \`${p.field}\`: ${p.message}`);
  return `${head}\n\n${lines.join('\n')}`;
}

function summary(outcome: Outcome): string {
  const all = outcome.report.rows.flatMap((r) => REVISION_IDS.map((rev) => r.revisions[rev]?.result));
  const count = (k: string) => all.filter((x) => x === k).length;
  return `${outcome.report.rows.length} rows × ${REVISION_IDS.length} revisions at ${outcome.report.commit.slice(0, 12)}: ${count('agrees')} agree, ${count('override')} overridden, ${count('disagrees')} disagree, ${count('not-curated')} not curated; ${outcome.problems.length} problem(s)`;
}

/** Run the spec check on `argv` (the arguments after the script's name), printing to `io`; the exit code. */
export function runVerifySpec(argv: string[], io: CliIo = processIo()): number {
  const out = (line: string) => io.stdout(`${line}\n`);
  const err = (line: string) => io.stderr(`${line}\n`);
  let options: Options;
  let outcome: Outcome;
  try {
    options = parseOptions(argv, io);
    outcome = verify(options, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof CheckoutError) {
      err(`verify-spec: ${error.message}`);
      if (error instanceof UsageError && /^(give|--)/.test(error.message)) {
        err('usage: npm run verify-spec -- --checkout spec=<path> [--content <dir>] [--at-head] [--report <file>] [--json | --markdown]');
      }
      return 2;
    }
    throw error;
  }
  const fileOf = (id: string) => join(shown(options.content, io.cwd), 'capabilities', `${id}.mdx`);
  if (options.markdown) {
    io.stdout(`${markdown(outcome, options.atHead)}\n`);
  } else if (options.json) {
    io.stdout(`${JSON.stringify(outcome.report, null, 2)}\n`);
  } else {
    out(table(outcome.report));
    out('');
  }
  for (const p of outcome.problems) err(`${fileOf(p.row)}: ${p.field}: ${p.message}`);
  err(summary(outcome));
  if (options.report) {
    const file = resolve(io.cwd, options.report);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(outcome.report, null, 2)}\n`);
    err(`verify-spec: wrote ${shown(file, io.cwd)}`);
  }
  return outcome.problems.length > 0 ? 1 : 0;
}

if (import.meta.main) process.exitCode = runVerifySpec(process.argv.slice(2));
