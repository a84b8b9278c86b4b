/**
 * The register's content-defined axes, read from the content folder: the revisions and their
 * eras (`revisions.yaml`), the products (`products.yaml`: id, name, kind, the roles it plays,
 * its repository, which record of each other source it is), where citations point
 * (`sources.yaml`: each repository's path prefixes) and the other sources, in the order pages
 * list them (`other-sources/<id>.yaml`: the file's name and its `order`; the rest of each record
 * is read by `other-sources.ts`). Node only (it reads the disk).
 *
 * Read before the schemas exist (the schemas' enums are built from these ids), so it checks the
 * few fields it needs itself and imports nothing of the register: a mistake is one problem
 * (file, field, what was expected, how to fix it), and the entry it is in is left out.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';
import { contentDir } from './dir.ts';

/** A problem with the axes files, shaped like the content check's problems. */
export interface AxesProblem {
  file: string;
  field: string;
  message: string;
}

export interface EraData {
  id: string;
  description: string;
}

export interface RevisionData {
  id: string;
  era: string;
  /** Folder of the revision's specification pages in the specification repository. */
  pages: string;
  /** Folder of the revision's schema in the specification repository. */
  schema: string;
  /** What the revision introduces that the text names by words of its own: those words name it and every later revision. */
  introduces: readonly Introduced[];
}

/** A shape a revision introduces (elicitation's modes), the words the text names it by, and its capability key paths. */
export interface Introduced {
  /** What it is, in a few words. */
  what: string;
  /** The words the text uses for it (“both modes”): they name the revision and every later one. */
  words: string;
  /** The capability key paths it consists of (`elicitation.form`): where code asks from which revision a key exists. */
  paths: readonly string[];
}

export interface ProductData {
  id: string;
  name: string;
  kind: string;
  roles: readonly ('client' | 'server')[];
  repository?: string;
}

/** A record of another source that is one or more register products, with the reason per source. */
export interface RecordData {
  key: string;
  products: readonly string[];
  label: string;
  reasons: Readonly<Record<string, string>>;
}

/** One row of the citation table: a path start and the repository (citation source) it belongs to. */
export interface CitationPrefix {
  prefix: string;
  source: string;
  /** The product whose files the path is in (a `v1:` prefix names opencode v1). */
  product?: string;
  /** What the prefix stands for in the repository (a revision's `2025-11-25/` is `docs/specification/2025-11-25/`). */
  repositoryPrefix?: string;
}

export interface AxesData {
  eras: EraData[];
  revisions: RevisionData[];
  products: ProductData[];
  records: RecordData[];
  sourceIds: string[];
  /** The other sources (`other-sources/<id>.yaml`), in the order pages list them (their `order`). */
  otherSourceIds: string[];
  /** The citation source that holds the specification, and its public repository. */
  specification: string;
  specRepository?: string;
  citationPrefixes: CitationPrefix[];
}

export const REVISIONS_FILE = 'revisions.yaml';
export const PRODUCTS_FILE = 'products.yaml';
export const SOURCES_FILE = 'sources.yaml';
/** The folder of the other sources, one record each (`<id>.yaml`). */
export const OTHER_SOURCES_DIR = 'other-sources';

const ROLES = ['client', 'server'];
const REVISION_ID = /^\d{4}-\d{2}-\d{2}$/;
const PRODUCT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => v !== null && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

function readList(dir: string, root: string, name: string, key: string | null, problems: AxesProblem[]): { file: string; list: unknown[]; doc: unknown } {
  const path = join(dir, name);
  const file = relative(root, path) || name;
  if (!existsSync(path)) {
    problems.push({ file, field: '(file)', message: `is missing; it is required (see docs/content-model.md for what it holds)` });
    return { file, list: [], doc: null };
  }
  let doc: unknown;
  try {
    doc = yaml.load(readFileSync(path, 'utf8'));
  } catch (error) {
    problems.push({ file, field: '(file)', message: `malformed YAML: ${(error as Error).message.split('\n')[0]}` });
    return { file, list: [], doc: null };
  }
  const list = key === null ? doc : isObject(doc) ? doc[key] : undefined;
  if (!Array.isArray(list)) {
    problems.push({ file, field: key ?? '(file)', message: `expected a list${key ? ` under ${key}:` : ''}; write one entry per item, each starting with “- id:”` });
    return { file, list: [], doc };
  }
  return { file, list, doc };
}

/** Read and check the axes of the content folder `dir`; file names in problems are relative to `root`. */
export function readAxes(dir: string, root: string = process.cwd()): { axes: AxesData; problems: AxesProblem[] } {
  const problems: AxesProblem[] = [];

  // Revisions and eras.
  const rev = readList(dir, root, REVISIONS_FILE, 'revisions', problems);
  const eraList = isObject(rev.doc) && Array.isArray(rev.doc.eras) ? rev.doc.eras : [];
  if (rev.doc !== null && eraList.length === 0) {
    problems.push({ file: rev.file, field: 'eras', message: 'expected a list of eras, oldest first: - id: legacy, description: …' });
  }
  const eras: EraData[] = [];
  eraList.forEach((e: unknown, i: number) => {
    if (!isObject(e) || !isText(e.id) || !/^[a-z][a-z-]*$/.test(e.id) || !isText(e.description)) {
      problems.push({ file: rev.file, field: `eras.${i}`, message: 'expected { id: <lower-case word the text uses for the era>, description: <what marks it> }' });
    } else if (eras.some((x) => x.id === e.id)) {
      problems.push({ file: rev.file, field: `eras.${i}.id`, message: `the era ${e.id} is listed twice; keep one` });
    } else eras.push({ id: e.id, description: e.description });
  });
  const revisions: RevisionData[] = [];
  rev.list.forEach((r, i) => {
    const at = `revisions.${i}`;
    // YAML reads an unquoted 2027-01-15 as a date: take it back as written.
    if (isObject(r) && r.id instanceof Date && !Number.isNaN(r.id.getTime())) r.id = r.id.toISOString().slice(0, 10);
    if (!isObject(r) || !isText(r.id) || !REVISION_ID.test(r.id)) {
      problems.push({ file: rev.file, field: `${at}.id`, message: "expected a revision date in quotes, like id: '2025-11-25'" });
      return;
    }
    if (!isText(r.era) || !eras.some((e) => e.id === r.era)) {
      problems.push({ file: rev.file, field: `${at}.era`, message: `expected one of the eras ${eras.map((e) => e.id).join(', ')}; add the era under eras: first` });
      return;
    }
    if (!isText(r.pages) || !isText(r.schema)) {
      problems.push({ file: rev.file, field: `${at}.${isText(r.pages) ? 'schema' : 'pages'}`, message: `expected the folder in the specification repository, like pages: docs/specification/${r.id} and schema: schema/${r.id}` });
      return;
    }
    const last = revisions.at(-1);
    if (last && last.id >= r.id) {
      problems.push({ file: rev.file, field: `${at}.id`, message: `revisions are listed oldest first: move ${r.id} before ${last.id}` });
      return;
    }
    if (last && eras.findIndex((e) => e.id === r.era) < eras.findIndex((e) => e.id === last.era)) {
      problems.push({ file: rev.file, field: `${at}.era`, message: `${r.id} is later than ${last.id}, whose era ${last.era} comes after ${r.era}: eras follow each other in time` });
      return;
    }
    const introduces = r.introduces ?? [];
    const INTRODUCED = 'expected a list of { what: <what the revision introduces>, words: <the words the text names it by>, paths: [<its capability key paths>] }';
    if (!Array.isArray(introduces)) {
      problems.push({ file: rev.file, field: `${at}.introduces`, message: INTRODUCED });
      return;
    }
    const introduced: Introduced[] = [];
    for (const [j, x] of introduces.entries()) {
      if (!isObject(x) || !isText(x.what) || !isText(x.words) || !Array.isArray(x.paths) || !x.paths.every(isText)) {
        problems.push({ file: rev.file, field: `${at}.introduces.${j}`, message: INTRODUCED });
        return;
      }
      introduced.push({ what: x.what, words: x.words.trim(), paths: x.paths });
    }
    revisions.push({ id: r.id, era: r.era, pages: r.pages.replace(/\/$/, ''), schema: r.schema.replace(/\/$/, ''), introduces: introduced });
  });
  const specification = isObject(rev.doc) && isText(rev.doc.specification) ? rev.doc.specification : '';
  if (rev.doc !== null && !specification) {
    problems.push({ file: rev.file, field: 'specification', message: 'expected the id of the citation source (sources.yaml) that holds the specification, like specification: spec' });
  }

  const otherSourceIds = readOtherSourceOrder(dir, root, problems);

  // Products.
  const prod = readList(dir, root, PRODUCTS_FILE, null, problems);
  const products: ProductData[] = [];
  const records: RecordData[] = [];
  /** Every product id written, valid entry or not: a mistake in an entry is reported there, not again where the id is used. */
  const named = new Set<string>();
  prod.list.forEach((p, i) => {
    if (!isObject(p) || !isText(p.id) || !PRODUCT_ID.test(p.id)) {
      problems.push({ file: prod.file, field: `${i}.id`, message: 'expected a product id in lower case, like id: zed or id: opencode-v2' });
      return;
    }
    const at = p.id;
    if (named.has(p.id)) {
      problems.push({ file: prod.file, field: `${at}.id`, message: `the product ${p.id} is listed twice; keep one entry` });
      return;
    }
    named.add(p.id);
    if (!isText(p.name) || !isText(p.kind)) {
      problems.push({ file: prod.file, field: `${at}.${isText(p.name) ? 'kind' : 'name'}`, message: 'expected the name pages show and what the product is in a few words, like name: Zed and kind: MCP client' });
      return;
    }
    const plays = p.plays;
    if (!Array.isArray(plays) || plays.length === 0 || !plays.every((r) => ROLES.includes(r as string)) || new Set(plays).size !== plays.length) {
      problems.push({ file: prod.file, field: `${at}.plays`, message: 'expected the roles the product plays: plays: [client], [server] or [client, server]' });
      return;
    }
    if (p.repository !== undefined && !(isText(p.repository) && /^https:\/\/\S+$/.test(p.repository))) {
      problems.push({ file: prod.file, field: `${at}.repository`, message: 'expected the public repository’s https URL, or no repository: line when it is not public' });
      return;
    }
    products.push({ id: p.id, name: p.name, kind: p.kind, roles: plays as ProductData['roles'], ...(isText(p.repository) ? { repository: p.repository } : {}) });
    const elsewhere = p.elsewhere ?? [];
    if (!Array.isArray(elsewhere)) {
      problems.push({ file: prod.file, field: `${at}.elsewhere`, message: 'expected a list of records: - record: <key in the other source>, label: …, reasons: { apify: … }' });
      return;
    }
    elsewhere.forEach((e: unknown, j: number) => {
      const field = `${at}.elsewhere.${j}`;
      if (!isObject(e) || !isText(e.record) || !isText(e.label) || !isObject(e.reasons) || !Object.values(e.reasons).every(isText) || Object.keys(e.reasons).length === 0) {
        problems.push({ file: prod.file, field, message: 'expected { record: <the record’s key in the other source>, label: <how pages name it>, reasons: { <other source id>: <why this record is this product> } }' });
        return;
      }
      const unknown = Object.keys(e.reasons).filter((k) => !otherSourceIds.includes(k));
      if (unknown.length) {
        const known = otherSourceIds.length ? `one of the other sources ${otherSourceIds.join(', ')}` : 'an other source, but content/other-sources/ has none';
        problems.push({ file: prod.file, field: `${field}.reasons.${unknown[0]}`, message: `expected ${known} (a file other-sources/<id>.yaml)` });
        return;
      }
      const same = records.find((r) => r.key === e.record);
      const reasons = e.reasons as Record<string, string>;
      if (!same) records.push({ key: e.record, products: [at], label: e.label, reasons });
      else if (same.label !== e.label || JSON.stringify(same.reasons) !== JSON.stringify(reasons)) {
        problems.push({ file: prod.file, field, message: `the record ${e.record} is also given to ${same.products.join(', ')} with another label or reasons: give it the same (a YAML anchor, &name … *name, repeats it)` });
      } else same.products = [...same.products, at];
    });
  });

  // Citation sources and their path prefixes.
  const src = readList(dir, root, SOURCES_FILE, null, problems);
  const sourceIds: string[] = [];
  let specRepository: string | undefined;
  const citationPrefixes: CitationPrefix[] = [];
  src.list.forEach((s, i) => {
    if (!isObject(s) || !isText(s.id) || !PRODUCT_ID.test(s.id)) {
      problems.push({ file: src.file, field: `${i}.id`, message: 'expected a source id in lower case, like id: spec' });
      return;
    }
    if (sourceIds.includes(s.id)) {
      problems.push({ file: src.file, field: `${s.id}.id`, message: `the source ${s.id} is listed twice; keep one entry` });
      return;
    }
    const sid = s.id;
    sourceIds.push(sid);
    if (s.id === specification && isText(s.repository)) specRepository = s.repository;
    const prefixes = s.prefixes ?? [];
    if (!Array.isArray(prefixes)) {
      problems.push({ file: src.file, field: `${s.id}.prefixes`, message: 'expected a list: - prefix: internal/' });
      return;
    }
    prefixes.forEach((x: unknown, j: number) => {
      const field = `${s.id}.prefixes.${j}`;
      if (!isObject(x) || !isText(x.prefix) || /\s/.test(x.prefix)) {
        problems.push({ file: src.file, field, message: 'expected { prefix: <how the cited paths start, like internal/ or v1:> }' });
        return;
      }
      if (x.product !== undefined && !(isText(x.product) && named.has(x.product))) {
        problems.push({ file: src.file, field: `${field}.product`, message: `expected one of the products ${[...named].join(', ')} (products.yaml)` });
        return;
      }
      const prefix = x.prefix;
      const taken = citationPrefixes.find((c) => c.prefix === prefix);
      if (taken) {
        problems.push({ file: src.file, field: `${field}.prefix`, message: `${prefix} is already ${taken.source}'s: a path start belongs to one repository; make one longer` });
        return;
      }
      const product = x.product;
      citationPrefixes.push({ prefix, source: sid, ...(typeof product === 'string' ? { product } : {}) });
    });
  });
  if (specification && !sourceIds.includes(specification)) {
    problems.push({ file: rev.file, field: 'specification', message: `expected one of the sources ${sourceIds.join(', ')} (sources.yaml)` });
  }
  // Each revision's folder is the specification's: `2025-11-25/client/roots.mdx` is `<pages>/client/roots.mdx`.
  for (const r of revisions) {
    const taken = citationPrefixes.find((c) => c.prefix === `${r.id}/`);
    if (taken) {
      problems.push({ file: src.file, field: `${taken.source}.prefixes`, message: `${r.id}/ is the revision's own folder (revisions.yaml): remove the prefix` });
    } else if (specification) citationPrefixes.push({ prefix: `${r.id}/`, source: specification, repositoryPrefix: `${r.pages}/` });
  }
  for (const [field, list] of [['eras', eras], ['revisions', revisions]] as const) {
    if (rev.doc !== null && list.length === 0) problems.push({ file: rev.file, field, message: `lists no ${field}; the register needs at least one` });
  }
  if (prod.doc !== null && products.length === 0) problems.push({ file: prod.file, field: '(file)', message: 'lists no product; the register needs at least one' });

  return {
    axes: { eras, revisions, products, records, sourceIds, otherSourceIds, specification, ...(specRepository ? { specRepository } : {}), citationPrefixes },
    problems,
  };
}

/**
 * The other sources' ids in the order pages list them: each `other-sources/<id>.yaml` is the
 * source `<id>`, placed by its `order` (1 first). A file that does not read is left to
 * `other-sources.ts`, which says why; a missing or repeated `order` is said here, and the source
 * is left out. No folder: no other sources.
 */
function readOtherSourceOrder(dir: string, root: string, problems: AxesProblem[]): string[] {
  const folder = join(dir, OTHER_SOURCES_DIR);
  if (!existsSync(folder)) return [];
  const placed: { id: string; order: number; file: string }[] = [];
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.yaml')).sort()) {
    const file = relative(root, join(folder, name)) || name;
    let doc: unknown;
    try {
      doc = yaml.load(readFileSync(join(folder, name), 'utf8'));
    } catch {
      continue;
    }
    if (!isObject(doc)) continue;
    const order = doc.order;
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 1) {
      problems.push({ file, field: 'order', message: 'expected the source’s place where pages list the other sources: order: 1 for the first, 2 for the next, …' });
      continue;
    }
    const taken = placed.find((p) => p.order === order);
    if (taken) {
      problems.push({ file, field: 'order', message: `order ${order} is also ${taken.file}'s: give each source its own place` });
      continue;
    }
    placed.push({ id: name.slice(0, -'.yaml'.length), order, file });
  }
  return placed.sort((a, b) => a.order - b.order).map((p) => p.id);
}

let loaded: { axes: AxesData; problems: AxesProblem[] } | undefined;

/** The axes of the content folder the build and the scripts read (`contentDir()`), read once. */
export function contentAxes(): { axes: AxesData; problems: AxesProblem[] } {
  return (loaded ??= readAxes(contentDir()));
}

/** A product's definition: its kind and repository as well as its name and roles. */
export function productDetails(id: string, axes: AxesData = contentAxes().axes): ProductData {
  const product = axes.products.find((p) => p.id === id);
  if (!product) throw new Error(`unknown product ${id}`);
  return product;
}

/** What marks an era, in a few words (`content/revisions.yaml`). */
export function eraDescription(era: string, axes: AxesData = contentAxes().axes): string {
  return axes.eras.find((e) => e.id === era)?.description ?? '';
}

/** The first revision that introduces the capability key `path` (`introduces` in revisions.yaml), if one does. */
export function revisionIntroducing(path: string, axes: AxesData = contentAxes().axes): string | undefined {
  return axes.revisions.find((r) => r.introduces.some((i) => i.paths.includes(path)))?.id;
}

/** Where a revision's specification pages are, in the specification's repository. */
export function specUrl(revision: string, axes: AxesData = contentAxes().axes): string {
  const pages = axes.revisions.find((r) => r.id === revision)?.pages ?? revision;
  return `${axes.specRepository ?? ''}/tree/HEAD/${pages}`;
}
