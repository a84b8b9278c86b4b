/** The order observations are shown in, wherever several are: small, so a badge or the drawer can import it. */

/** Newer first: by recording date, then by version, numerically part by part (`1.10.0` after `1.9.0`). */
export function newestFirst(a: { date: string; version: string }, b: { date: string; version: string }): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.version.localeCompare(a.version, 'en', { numeric: true });
}
