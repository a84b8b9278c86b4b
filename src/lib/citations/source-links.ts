/**
 * Where a citation points: the path in its repository, the commit to read it at, and
 * the link to the exact line or range. Pure; the pages and the verifier both use it.
 */
import type { FileCitation, Row, Source } from '../register/schema.ts';
import { formatLineRange } from './parse.ts';
import { citationTable, repositoryPathOf, type CitationPrefix } from './prefixes.ts';

/** The citation's path inside its repository (a revision's spec pages live in its pages folder, `content/revisions.yaml`). */
export function repositoryPath(c: Pick<FileCitation, 'source' | 'path'>, table: readonly CitationPrefix[] = citationTable()): string {
  return repositoryPathOf(c, table);
}

export interface CitationTarget {
  /** Commit the citation is read at, or null when none is known. */
  commit: string | null;
  /** The ref a link uses: the commit, else the source's branch. */
  ref: string | null;
  pinned: boolean;
  /** Link to the file, when the repository is public. */
  fileUrl?: string;
  /** One link per cited line or range, when the repository is public. */
  lineLinks: { label: string; url?: string }[];
  /** Why there is no link, or what a reader should know about it. */
  caveat?: string;
}

/** The commit a row's mcpx line numbers refer to: its `sourcesCommit` when given, else its audit commit. */
export function rowSourcesCommit(audit: Row['audit']): string | null {
  return audit.sourcesCommit ?? audit.commit;
}

export function citationTarget(c: FileCitation, source: Source, audit: Row['audit'] | null): CitationTarget {
  const commit = source.commitFrom === 'audit' ? (audit ? rowSourcesCommit(audit) : null) : (source.commit ?? null);
  const ref = commit ?? source.branch ?? null;
  const lineLabels = [...c.lines.map(formatLineRange), ...c.symbols];
  if (!source.repository) {
    return {
      commit,
      ref,
      pinned: commit !== null,
      lineLinks: lineLabels.map((label) => ({ label })),
      caveat: `${source.name}’s repository is not public: this citation cannot be linked`,
    };
  }
  const fileUrl = `${source.repository}/blob/${ref ?? 'HEAD'}/${repositoryPath(c)}`;
  const lineLinks = [
    ...c.lines.map((l) => ({
      label: formatLineRange(l),
      url: `${fileUrl}#L${l.start}${l.end === undefined ? '' : `-L${l.end}`}`,
    })),
    ...c.symbols.map((label) => ({ label })),
  ];
  return {
    commit,
    ref,
    pinned: commit !== null,
    fileUrl,
    lineLinks,
    ...(commit === null ? { caveat: `unpinned: links to ${ref ?? 'HEAD'}, where line numbers drift` } : {}),
  };
}

/** What a row page says when its citations point at another commit than its audit; undefined when they agree. */
export function citationCommitNote(audit: Row['audit']): string | undefined {
  if (!audit.sourcesCommit || audit.sourcesCommit === audit.commit) return undefined;
  const auditAt = audit.commit ? `audited at ${audit.commit}` : `audited as ${audit.status} with no commit named`;
  return `Its ${audit.product} citations point at ${audit.sourcesCommit}, not at the audit (${auditAt}): the row says its source references preserve that earlier comparison.`;
}

/** A commit hash as a page or message shows it: its first 12 characters, enough to name it in a repository. */
export function shortCommit(hash: string): string {
  return hash.slice(0, 12);
}

/**
 * Where a verified citation was read (`readAt` of the verification report: a commit hash, `HEAD (<hash>)`, `working
 * tree` or `directory`) as a table shows it: the hash cut to its first characters and an ellipsis (40 characters would
 * split across lines or push the table sideways), the full text for the element's title, and the commit's page when
 * there is a hash and the repository is public (its address holds the full hash too).
 */
export function shortReadAt(readAt: string, source: Pick<Source, 'repository'> | undefined): { text: string; full: string; url?: string } {
  const hash = /\b[0-9a-f]{40}\b/.exec(readAt)?.[0];
  if (!hash) return { text: readAt, full: readAt };
  const text = readAt.replace(hash, `${shortCommit(hash)}…`);
  return { text, full: readAt, ...(source?.repository ? { url: `${source.repository}/commit/${hash}` } : {}) };
}

/** A path cut after each `/` (`schema/2025-11-25/schema.ts` → `schema/`, `2025-11-25/`, `schema.ts`): where a page may wrap it. */
export function pathSegments(path: string): string[] {
  return path.split(/(?<=\/)/).filter(Boolean);
}
