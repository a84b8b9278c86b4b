/**
 * The author's loop under `npm run dev`: after a file under content/ changes, the content
 * check runs again (`checkContent`, all of it: it takes under a second for today's register)
 * and this module decides what to show — in the terminal and in the browser's error overlay —
 * with the same `file: field: message` lines as `npm run check` (`formatProblem`).
 * Pure: the Astro integration (src/site/content-check.ts) does the watching and the sending.
 */
import { formatProblem, type ContentProblem } from './problems.ts';

/**
 * The error overlay's payload (`server.ws.send({ type: 'error', err })`). Astro's overlay shows
 * `name`, `title`, `message`, `hint`, the file of `loc` and `stack`; the dev server escapes them
 * for HTML, so they are plain text.
 */
export interface OverlayError {
  name: string;
  title: string;
  /** The problems, one per line. */
  message: string;
  /** What to do. */
  hint: string;
  /** Plain text: the same lines as the terminal (the overlay's copy button copies it). */
  stack: string;
  id?: string;
  plugin: string;
  loc?: { file: string; line: number; column: number };
}

export interface DevContentReport {
  /** The changed file's problems first, then the others (a change can break another file's reference). */
  problems: ContentProblem[];
  /** Lines for the terminal. */
  lines: string[];
  /** What the browser overlay shows, or null when the content is clean (the overlay is cleared). */
  overlay: OverlayError | null;
}

export const DEV_PLUGIN_NAME = 'register:content-check';

/**
 * What to show after `changed` (a path relative to the project root, or null for the first run)
 * when the content check found `problems`. `root` makes the overlay's file locations absolute,
 * so the editor link in the overlay opens the file.
 */
export function devContentReport(problems: readonly ContentProblem[], changed: string | null, root: string): DevContentReport {
  const same = (file: string) => changed !== null && normalise(file) === normalise(changed);
  const ordered = [...problems.filter((p) => same(p.file)), ...problems.filter((p) => !same(p.file))];
  const where = changed === null ? 'content/' : changed;
  const [first] = ordered;
  if (!first) {
    return { problems: [], lines: [`content check passed after ${changed === null ? 'start' : `a change to ${where}`}`], overlay: null };
  }
  const inChanged = ordered.filter((p) => same(p.file)).length;
  const heading =
    changed === null
      ? `content check: ${ordered.length} problem(s)`
      : `content check after a change to ${where}: ${inChanged} problem(s) in it` + (ordered.length > inChanged ? `, ${ordered.length - inChanged} elsewhere` : '');
  const lines = [heading, ...ordered.map((p) => `  ${formatProblem(p)}`)];
  return {
    problems: ordered,
    lines,
    overlay: {
      name: 'ContentCheckError',
      title: heading,
      plugin: DEV_PLUGIN_NAME,
      message: ordered.map(formatProblem).join('\n'),
      hint: 'Fix the file and save: the check runs again, and this closes when the content is clean. npm run build refuses this content.',
      stack: lines.join('\n'),
      id: first.file,
      loc: { file: `${root.replace(/\/$/, '')}/${first.file}`, line: first.line ?? 1, column: 1 },
    },
  };
}

/** Whether a changed path (relative to the project root) is one the content check reads. */
export function isContentFile(path: string, contentDirFromRoot: string): boolean {
  const file = normalise(path);
  const dir = normalise(contentDirFromRoot).replace(/\/$/, '');
  return file.startsWith(`${dir}/`) && /\.(mdx|md|ya?ml|json)$/.test(file);
}

const normalise = (path: string) => path.split('\\').join('/').replace(/^\.\//, '');
