/**
 * References in a row's text and how they resolve: published row ids link to their
 * page; ids of registers with no rows yet are marked unresolved (never a dead link);
 * `#N` / `PR #N` link to the product's tracker when one is configured; `SEP-N` links
 * to that SEP in the specification repository; `wire W2` links to the capture's entry
 * on the legend. Pure: the remark plugin, the /unresolved/ page and `npm run check`
 * all use it.
 */
import { rowPath } from '../register/ids.ts';

export type ReferenceKind = 'row' | 'issue' | 'pull' | 'sep' | 'wire';

export interface ReferenceMatch {
  kind: ReferenceKind;
  /** The text matched, e.g. `CAP-15`, `PR #2162`, `wire W2`. */
  text: string;
  /** The id, number or capture id. */
  value: string;
  index: number;
}

/** Order matters: `PR #N` before `#N`, `SEP-N` before row ids. */
export const REFERENCE_PATTERN = /\bPR #(\d+)\b|\bSEP-(\d+)\b|\bwire ([A-Z]\d+)\b|\b([A-Z]{2,6}-\d{2,})\b|(?<![\w&/#])#(\d+)\b/g;

export function matchReference(m: RegExpExecArray): ReferenceMatch {
  const [text, pull, sep, wire, row, issue] = m;
  if (pull) return { kind: 'pull', text, value: pull, index: m.index };
  if (sep) return { kind: 'sep', text, value: sep, index: m.index };
  if (wire) return { kind: 'wire', text, value: wire, index: m.index };
  if (row) return { kind: 'row', text, value: row, index: m.index };
  if (issue === undefined) throw new Error(`${JSON.stringify(text)} matched no kind of reference`);
  return { kind: 'issue', text, value: issue, index: m.index };
}

export function findReferences(text: string): ReferenceMatch[] {
  return [...text.matchAll(new RegExp(REFERENCE_PATTERN.source, 'g'))].map(matchReference);
}

export interface CrossReferenceContext {
  /** Site base path ending in `/`. */
  base: string;
  /** Ids of published rows. */
  rowIds: ReadonlySet<string>;
  /** Row id prefix → register title, for registers that have no rows published. */
  unpublishedPrefixes: ReadonlyMap<string, string>;
  /** Issue tracker URL of the register's product (`#N` links to `<issues>/N`), if configured. */
  issues?: string;
  /** Specification repository URL and SEP number → file name. */
  specRepository?: string;
  /** Commit (or branch) SEP links point at; HEAD when none is pinned. */
  specRef?: string;
  seps?: Readonly<Record<string, string>>;
}

export type Resolution =
  | { kind: 'link'; href: string; title: string; className: string }
  | { kind: 'unresolved'; title: string; className: string }
  | { kind: 'text' };

export function resolveReference(ref: ReferenceMatch, ctx: CrossReferenceContext): Resolution {
  switch (ref.kind) {
    case 'row': {
      if (ctx.rowIds.has(ref.value)) {
        return {
          kind: 'link',
          href: rowPath(ctx.base, ref.value),
          title: `Register row ${ref.value}`,
          className: 'xref xref-row',
        };
      }
      const [prefix = ref.value] = ref.value.split('-');
      const register = ctx.unpublishedPrefixes.get(prefix);
      const where = register ? `the ${register} register, which has no rows published yet` : 'a register that is not published';
      return { kind: 'unresolved', title: `${ref.value} is a row of ${where}`, className: 'xref xref-unresolved' };
    }
    case 'issue':
    case 'pull':
      if (!ctx.issues) return { kind: 'text' };
      return {
        kind: 'link',
        href: `${ctx.issues.replace(/\/?$/, '/')}${ref.value}`,
        title: `${ref.kind === 'pull' ? 'Pull request' : 'Issue'} #${ref.value}`,
        className: 'xref xref-issue',
      };
    case 'sep': {
      if (!ctx.specRepository) return { kind: 'text' };
      const file = ctx.seps?.[ref.value];
      const at = ctx.specRef ?? 'HEAD';
      const href = file ? `${ctx.specRepository}/blob/${at}/seps/${file}` : `${ctx.specRepository}/tree/${at}/seps`;
      return { kind: 'link', href, title: `SEP-${ref.value} in the specification repository`, className: 'xref xref-sep' };
    }
    case 'wire':
      return {
        kind: 'link',
        href: `${ctx.base}legend/#wire-${ref.value.toLowerCase()}`,
        title: `Wire capture ${ref.value}`,
        className: 'xref xref-wire',
      };
  }
}

/** Unresolved row references in a text, e.g. `ROOT-02`. */
export function unresolvedReferences(text: string, ctx: CrossReferenceContext): string[] {
  return findReferences(text)
    .filter((r) => r.kind === 'row' && resolveReference(r, ctx).kind === 'unresolved')
    .map((r) => r.value);
}

export interface ReferenceIndex {
  /** Unresolved row id → ids of the entries that cite it. */
  unresolved: Map<string, string[]>;
  /** Wire capture id → ids of the entries that mention it. */
  wire: Map<string, string[]>;
}

/** Index the references in entries' text (bodies), for the /unresolved/ page, the legend and `npm run check`. */
export function indexReferences(entries: readonly { id: string; text: string }[], ctx: CrossReferenceContext): ReferenceIndex {
  const index: ReferenceIndex = { unresolved: new Map(), wire: new Map() };
  const add = (map: Map<string, string[]>, key: string, id: string) => {
    const list = map.get(key) ?? [];
    if (!list.includes(id)) list.push(id);
    map.set(key, list);
  };
  for (const entry of entries) {
    for (const ref of findReferences(entry.text)) {
      if (ref.kind === 'wire') add(index.wire, ref.value, entry.id);
      else if (ref.kind === 'row' && resolveReference(ref, ctx).kind === 'unresolved') add(index.unresolved, ref.value, entry.id);
    }
  }
  const sorted = (map: Map<string, string[]>) =>
    new Map([...map.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })));
  return { unresolved: sorted(index.unresolved), wire: sorted(index.wire) };
}
