/**
 * `npm run import-sources -- --checkout <source id>=<path> … [--content <dir>]`: reads each other
 * source named (a record `content/other-sources/<id>.yaml` of kind `checkout`) from a checkout (a
 * bare git directory or a work tree) at the commit its record names, with the reader of its
 * `read.format` (`SOURCE_FORMATS`), and writes its facts to
 * `content/other-sources/facts/<id>.json`. Facts only (keys, values, lines), never the
 * source's text. Re-running at the same commits writes the same bytes. Any error (a checkout
 * without the commit, a missing file, a malformed record) names the file and key, and nothing
 * is written.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';
import { otherSourceSchema, sourceFactsSchema, type OtherSource, type SourceFacts } from '../../src/lib/sources/schema.ts';
import { SOURCE_FORMATS, SourceFormatError } from '../../src/lib/sources/parse.ts';

export class ImportError extends Error {}

function git(dir: string, args: string[]): { ok: boolean; out: string; err: string } {
  const r = spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: r.status === 0, out: r.stdout ?? '', err: (r.stderr ?? '').trim() };
}

/** The files a record names, read at its commit: a path ending in `/` is every `.yaml` file directly in that folder. */
export function readAtCommit(dir: string, source: OtherSource): Map<string, string> {
  const { commit } = source.read;
  if (!git(dir, ['cat-file', '-e', `${commit}^{commit}`]).ok) {
    throw new ImportError(
      `${dir}: read.commit: the checkout has no commit ${commit} (content/other-sources/${source.id}.yaml); fetch it or point --checkout at the right repository`,
    );
  }
  const files = new Map<string, string>();
  for (const path of source.read.files) {
    const paths = path.endsWith('/')
      ? git(dir, ['ls-tree', '--name-only', commit, path])
          .out.split('\n')
          .filter((p) => p.endsWith('.yaml'))
          .sort()
      : [path];
    if (!paths.length)
      throw new ImportError(
        `${path}: (file): no .yaml files at ${commit.slice(0, 12)}; check read.files in content/other-sources/${source.id}.yaml`,
      );
    for (const p of paths) {
      const shown = git(dir, ['show', `${commit}:${p}`]);
      if (!shown.ok)
        throw new ImportError(
          `${p}: (file): missing at ${commit.slice(0, 12)} (${shown.err}); check read.files in content/other-sources/${source.id}.yaml`,
        );
      files.set(p, shown.out);
    }
  }
  return files;
}

/** The ids of the sources a checkout is read for (records of kind `checkout`), for the usage message. */
function checkoutSources(contentDir: string): string[] {
  const dir = join(contentDir, 'other-sources');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.yaml'))
    .sort()
    .filter(
      (n) =>
        otherSourceSchema.safeParse(yaml.load(readFileSync(join(dir, n), 'utf8'), { schema: yaml.CORE_SCHEMA })).data?.read.kind ===
        'checkout',
    )
    .map((n) => n.slice(0, -'.yaml'.length));
}

/** The source record `content/other-sources/<id>.yaml`, validated. */
export function readSourceRecord(contentDir: string, id: string): OtherSource {
  const file = join(contentDir, 'other-sources', `${id}.yaml`);
  if (!existsSync(file)) {
    const known = checkoutSources(contentDir);
    throw new ImportError(
      `--checkout ${id}: no other source ${id} (${file} is missing); expected ${known.length ? `one of ${known.join(', ')}` : 'a source record there first'}`,
    );
  }
  const parsed = otherSourceSchema.safeParse(yaml.load(readFileSync(file, 'utf8'), { schema: yaml.CORE_SCHEMA }));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(`${file}: ${issue?.path.join('.') || '(file)'}: ${issue?.message ?? parsed.error.message}`);
  }
  return parsed.data;
}

/** The facts file's text for a source: stable, so equal input gives equal bytes. */
export function factsText(facts: SourceFacts): string {
  return `${JSON.stringify(sourceFactsSchema.parse(facts), null, 1)}\n`;
}

/** Read every checkout, then write every facts file; an error before the writes writes nothing. */
export function importSources(checkouts: Record<string, string>, contentDir: string): { file: string; changed: boolean }[] {
  const planned: { file: string; text: string }[] = [];
  for (const [id, dir] of Object.entries(checkouts)) {
    const source = readSourceRecord(contentDir, id);
    if (source.read.kind !== 'checkout')
      throw new ImportError(`--checkout ${id}: the source is read from its package at build time; there is nothing to import`);
    if (!existsSync(dir)) throw new ImportError(`--checkout ${id}=${dir}: no such directory`);
    const parse = SOURCE_FORMATS[source.read.format];
    const records = [...readAtCommit(dir, source)].flatMap(([file, text]) => parse(text, file));
    planned.push({
      file: join(contentDir, 'other-sources', 'facts', `${id}.json`),
      text: factsText({ source: id, commit: source.read.commit, records }),
    });
  }
  return planned.map(({ file, text }) => {
    const changed = !existsSync(file) || readFileSync(file, 'utf8') !== text;
    if (changed) {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, text);
    }
    return { file, changed };
  });
}

export function main(argv: string[], out = console.log, err = console.error): number {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { checkout: { type: 'string', multiple: true }, content: { type: 'string' } },
      strict: true,
    });
    const checkouts: Record<string, string> = {};
    for (const c of values.checkout ?? []) {
      const [name, ...rest] = c.split('=');
      if (!name || !rest.length)
        throw new ImportError(`--checkout ${c}: expected <source id>=<path>, the source's record being content/other-sources/<id>.yaml`);
      checkouts[name] = resolve(rest.join('='));
    }
    if (!Object.keys(checkouts).length) {
      const known = checkoutSources(resolve(values.content ?? 'content'));
      throw new ImportError(`give at least one --checkout <source id>=<path>${known.length ? ` (${known.join(', ')})` : ''}`);
    }
    for (const r of importSources(checkouts, resolve(values.content ?? 'content')))
      out(`${r.changed ? 'written  ' : 'unchanged'} ${r.file}`);
    return 0;
  } catch (error) {
    if (
      error instanceof ImportError ||
      error instanceof SourceFormatError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      err(`import-sources: ${(error as Error).message}; nothing written`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
