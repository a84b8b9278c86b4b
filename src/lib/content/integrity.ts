/**
 * Cross-entry checks that schemas cannot express. Astro only logs a `reference()` to a
 * missing entry, so these run before every build (`scripts/check-content.ts`) and in
 * the tests. Each problem names the file and field and says how to fix it.
 */
import { basename, extname } from 'node:path';
import type { LoadedEntry } from './load.ts';
import type { ContentProblem } from './problems.ts';
import type { ChangeLog, Dispute, Idiosyncrasy, Register, Row } from '../register/schema.ts';
import { REVISION_IDS } from '../register/axes.ts';

export interface IntegrityInput {
  rows: readonly LoadedEntry<Row>[];
  notes: readonly LoadedEntry<Idiosyncrasy>[];
  registers: readonly LoadedEntry<Register>[];
  disputes: readonly LoadedEntry<Dispute>[];
  changes?: readonly LoadedEntry<ChangeLog>[];
}

const stem = (file: string) => basename(file, extname(file));

export function checkIntegrity({ rows, notes, registers, disputes, changes = [] }: IntegrityInput): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = (file: string, field: string, message: string) => problems.push({ rule: 'references-resolve', file, field, message });

  const registerById = new Map<string, Register>();
  for (const { file, data } of registers) {
    if (stem(file) !== data.id) {
      problem(file, 'id', `"${data.id}" does not match the file name; rename the file to ${data.id}.yaml or change the id`);
    }
    if (registerById.has(data.id)) problem(file, 'id', `duplicate register id "${data.id}"; each register needs its own id`);
    registerById.set(data.id, data);
  }

  const rowFiles = new Map<string, string>();
  for (const { file, data } of rows) {
    if (stem(file) !== data.id) {
      problem(file, 'id', `"${data.id}" does not match the file name "${stem(file)}"; rename the file to ${data.id}.mdx or change the id`);
    }
    const previous = rowFiles.get(data.id);
    if (previous) {
      problem(file, 'id', `duplicate row id "${data.id}", also used by ${previous}; give each row its own id`);
    } else {
      rowFiles.set(data.id, file);
    }
    const register = registerById.get(data.register);
    if (!register) {
      problem(file, 'register', `unknown register "${data.register}"; expected one of ${[...registerById.keys()].join(', ') || '(none defined in content/registers/)'}`);
    } else if (!register.published) {
      problem(file, 'register', `register "${data.register}" is not published (published: false in content/registers/${data.register}.yaml); publish it first`);
    } else if (!data.id.startsWith(`${register.prefix}-`)) {
      problem(file, 'id', `rows of the ${register.id} register start with ${register.prefix}-; got "${data.id}"`);
    }
  }

  const rowIds = new Set(rowFiles.keys());
  for (const { file, data } of rows) {
    data.related.forEach((id, i) => {
      if (id === data.id) problem(file, `related.${i}`, `a row cannot be related to itself; remove "${id}"`);
      else if (!rowIds.has(id)) problem(file, `related.${i}`, `related row "${id}" does not exist; add content/capabilities/${id}.mdx or remove it`);
    });
  }

  const noteSlugs = new Set<string>();
  for (const { file, data } of notes) {
    const slug = stem(file);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problem(file, '(file)', `the file name "${slug}" is the page's URL: use lower-case words joined by dashes`);
    }
    noteSlugs.add(slug);
    data.related.forEach((id, i) => {
      if (!rowIds.has(id)) problem(file, `related.${i}`, `related row "${id}" does not exist; add content/capabilities/${id}.mdx or remove it`);
    });
    // A reader of the note reaches every row whose cells rest on its words.
    const quoting = rows.filter((row) => rowQuotesNote(row.data, slug)).map((row) => row.data.id);
    const missing = quoting.filter((id) => !data.related.includes(id));
    if (missing.length) {
      problem(file, 'related', `rows ${missing.join(', ')} quote this note in their cells but are not in related: add them to related (the note's page lists the rows that rest on it)`);
    }
  }

  for (const { file, data } of registers) {
    if (data.published) {
      data.auditNote.current.forEach((audit, a) =>
        audit.rows.forEach((id, i) => {
          if (!rowIds.has(id)) problem(file, `auditNote.current.${a}.rows.${i}`, `row "${id}" does not exist; remove it or add the row`);
        }),
      );
    }
  }

  const disputeIds = new Set<string>();
  for (const { file, data } of disputes) {
    if (stem(file) !== data.id) {
      problem(file, 'id', `"${data.id}" does not match the file name; rename the file to ${data.id}.yaml or change the id`);
    }
    if (disputeIds.has(data.id)) problem(file, 'id', `duplicate dispute id "${data.id}"`);
    disputeIds.add(data.id);
    data.rows.forEach((id, i) => {
      if (!rowIds.has(id)) problem(file, `rows.${i}`, `row "${id}" does not exist; fix the id or remove it`);
    });
    data.notes.forEach((slug, i) => {
      if (!noteSlugs.has(slug)) problem(file, `notes.${i}`, `note "${slug}" does not exist in content/idiosyncrasies/; fix the slug or remove it`);
    });
    data.cells.forEach((cell, i) => {
      if (!data.rows.includes(cell.row)) problem(file, `cells.${i}.row`, `row "${cell.row}" is not listed in rows; add it there`);
    });
    data.positions.forEach((position, i) => {
      const register = position.in.startsWith('register:') ? position.in.slice('register:'.length) : null;
      const known = register ? registerById.has(register) : rowIds.has(position.in) || noteSlugs.has(position.in);
      if (!known) {
        problem(file, `positions.${i}.in`, `"${position.in}" is not a row id, a note slug or register:<id> of a known register`);
      }
    });
  }
  for (const { file, data } of disputes) {
    data.dependsOn.forEach((id, i) => {
      if (!disputeIds.has(id)) problem(file, `dependsOn.${i}`, `there is no dispute "${id}" in content/disputes/; fix the id or remove it`);
    });
  }
  for (const { file, data } of rows) problems.push(...overlappingEntries(file, data));
  for (const { file, data } of changes) {
    if (stem(file) !== data.id) problem(file, 'id', `"${data.id}" does not match the file name; rename the file to ${data.id}.yaml or change the id`);
    data.cells.forEach((cell, i) => {
      if (!rowIds.has(cell.row)) problem(file, `cells.${i}.row`, `row "${cell.row}" does not exist; fix the id or remove the cell`);
    });
  }
  return problems;
}

/** A product's entries in a row that cover a revision an earlier entry covers: each revision belongs to one entry. */
function overlappingEntries(file: string, row: Row): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [product, entries] of Object.entries(row.products)) {
    const seen = new Map<string, number>();
    (entries ?? []).forEach((entry, i) => {
      for (const revision of entry.revisions === 'all' ? REVISION_IDS : entry.revisions) {
        const earlier = seen.get(revision);
        if (earlier === undefined) seen.set(revision, i);
        else
          problems.push({
            rule: 'front-matter-schema',
            file,
            field: `products.${product}.${i}.revisions`,
            message: `${revision} is also covered by products.${product}.${earlier}; each revision belongs to one entry (use all only as the one entry of a product)`,
          });
      }
    });
  }
  return problems;
}

/** Does any product value of the row (evidence, because or contrary) quote the note `slug`? */
function rowQuotesNote(row: Row, slug: string): boolean {
  return Object.values(row.products).some((entries) =>
    (entries ?? []).some((entry) =>
      [...(entry.declared.evidence ?? []), ...(entry.implemented.evidence ?? []), ...(entry.because ?? []), ...(entry.contrary ?? [])].some(
        (ref) => ref.in === `note:${slug}`,
      ),
    ),
  );
}
