/**
 * Reads the other sources (`content/other-sources/`): each source's record, and its facts —
 * from the pinned package for a `package` source (Apify's, read at build time, never copied),
 * from `facts/<id>.json` (written by `npm run import-sources`) for a `checkout` source. A content
 * tree without the folder has no other sources. Each source carries which of its records are
 * register products (its identities: `elsewhere` in the same folder's products file). Problems
 * name the file and the key.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';
import { otherSourceSchema, sourceFactsSchema, type LoadedOtherSource, type OtherSource } from '../sources/schema.ts';
import { SOURCE_FORMATS, SourceFormatError } from '../sources/parse.ts';
import { OTHER_SOURCES_DIR, readAxes } from './axes.ts';
import { identitiesOf } from '../sources/mapping.ts';
import { inSourceOrder } from '../sources/order.ts';
import { schemaProblems, formatProblem, type ContentProblem } from './problems.ts';
import { mustAt } from '../lookup/must.ts';

export { OTHER_SOURCES_DIR } from './axes.ts';

/** The package's data file and installed version, resolved from the project at `root`. */
function packageText(root: string, source: OtherSource): { text: string; version: string; file: string } {
  const require = createRequire(join(root, 'package.json'));
  const manifest = require.resolve(`${source.read.package}/package.json`);
  const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  const file = mustAt(source.read.files, 0, `file of the other source ${source.id}`);
  return { text: readFileSync(join(manifest, '..', file), 'utf8'), version, file: `${source.read.package}@${version}/${file}` };
}

/** Every other source under `contentDir`, validated; problems are pushed, invalid sources left out. */
export function readOtherSources(contentDir: string, root: string, problems: ContentProblem[]): LoadedOtherSource[] {
  const dir = join(contentDir, OTHER_SOURCES_DIR);
  if (!existsSync(dir)) return [];
  // The products file's problems are the axes' to report (the content check reads them); only its valid records are read here.
  const { records: identityRecords } = readAxes(contentDir, root).axes;
  const loaded: LoadedOtherSource[] = [];
  const names = readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort();
  for (const name of names) {
    const path = join(dir, name);
    const file = relative(root, path);
    let data: unknown;
    try {
      data = yaml.load(readFileSync(path, 'utf8'), { schema: yaml.CORE_SCHEMA });
    } catch (error) {
      problems.push({ rule: 'other-sources-read', file, field: '(file)', message: `malformed YAML: ${(error as yaml.YAMLException).reason ?? (error as Error).message}; fix the YAML syntax` });
      continue;
    }
    const parsed = otherSourceSchema.safeParse(data);
    if (!parsed.success) {
      problems.push(...schemaProblems(file, data, parsed.error));
      continue;
    }
    const source = parsed.data;
    if (`${source.id}.yaml` !== name) {
      problems.push({ rule: 'other-sources-read', file, field: 'id', message: `the id ${source.id} must equal the file name; rename the file to ${source.id}.yaml` });
      continue;
    }
    try {
      if (source.read.kind === 'package') {
        const pkg = packageText(root, source);
        if (pkg.version !== source.read.version) {
          problems.push({ rule: 'other-sources-read', file, field: 'read.version', message: `says ${source.read.version} but ${source.read.package} ${pkg.version} is installed; pin the devDependency to the version read, or re-read the new one and update the record` });
          continue;
        }
        loaded.push({ source, records: SOURCE_FORMATS[source.read.format](pkg.text, pkg.file), identities: identitiesOf(identityRecords, source.id) });
      } else {
        const factsPath = join(dir, 'facts', `${source.id}.json`);
        const factsFile = relative(root, factsPath);
        if (!existsSync(factsPath)) {
          problems.push({ rule: 'other-sources-read', file: factsFile, field: '(file)', message: `is missing; run npm run import-sources -- --checkout … to write it` });
          continue;
        }
        let facts: unknown;
        try {
          facts = JSON.parse(readFileSync(factsPath, 'utf8'));
        } catch (error) {
          problems.push({ rule: 'other-sources-read', file: factsFile, field: '(file)', message: `malformed JSON: ${(error as Error).message}; re-run npm run import-sources` });
          continue;
        }
        const valid = sourceFactsSchema.safeParse(facts);
        if (!valid.success) {
          problems.push(...schemaProblems(factsFile, facts, valid.error));
          continue;
        }
        if (valid.data.source !== source.id || valid.data.commit !== source.read.commit) {
          problems.push({ rule: 'other-sources-read', file: factsFile, field: 'commit', message: `is ${valid.data.source} at ${valid.data.commit}, but ${file} reads ${source.id} at ${source.read.commit}; re-run npm run import-sources at that commit` });
          continue;
        }
        loaded.push({ source, records: valid.data.records, identities: identitiesOf(identityRecords, source.id) });
      }
    } catch (error) {
      if (error instanceof SourceFormatError) problems.push({ rule: 'other-sources-read', file: error.file, field: error.key, message: error.message.slice(error.file.length + error.key.length + 4) });
      else problems.push({ rule: 'other-sources-read', file, field: 'read', message: `cannot read the source: ${(error as Error).message}` });
    }
  }
  return inSourceOrder(loaded);
}

/**
 * Each source's field table names rows that exist, and its `copies` name other sources: the
 * problem names the source's file and the field.
 */
export function mappingProblems(rowIds: readonly string[], sources: readonly Pick<LoadedOtherSource, 'source'>[], contentDir = 'content'): ContentProblem[] {
  const known = new Set(rowIds);
  const ids = new Set(sources.map((s) => s.source.id));
  return sources.flatMap(({ source }) => {
    const file = join(contentDir, OTHER_SOURCES_DIR, `${source.id}.yaml`);
    const rows = source.fields.flatMap((e, i) =>
      e.rows
        .filter((id) => !known.has(id))
        .map((id) => ({
          rule: 'references-resolve' as const,
          file,
          field: `fields.${i}.rows`,
          message: `names ${id}, which is not a row in content/capabilities/; name an existing row, or write rows: [] for a field that maps to none`,
        })),
    );
    const copies = (source.copies ?? []).flatMap((c, i) =>
      ids.has(c.source)
        ? []
        : [{ rule: 'references-resolve' as const, file, field: `copies.${i}.source`, message: `expected one of the other sources ${[...ids].join(', ')}` }],
    );
    return [...rows, ...copies];
  });
}

/** The other sources, for pages; throws with the problems when any is invalid. */
export function loadOtherSources(contentDir: string, root: string = process.cwd()): LoadedOtherSource[] {
  const problems: ContentProblem[] = [];
  const sources = readOtherSources(contentDir, root, problems);
  if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  return sources;
}
