/**
 * When each step of `npm run build` ended, in seconds from its start: the build prints the line (`formatStepEnds`)
 * and `npm run bench -- --peer` reads it back from the build's output (`parseStepEnds`), so the bench shows where
 * our build's time goes beside the peer's whole build.
 */
const PREFIX = 'Steps ended at: ';

/** `Steps ended at: content check 2.1 s, Astro 7.7 s.` */
export function formatStepEnds(ends: ReadonlyMap<string, number>): string {
  // The line separates steps by commas: a step named with one would read back as two.
  for (const step of ends.keys()) if (step.includes(',')) throw new Error(`build step names have no comma: “${step}”`);
  return `${PREFIX}${[...ends].map(([step, at]) => `${step} ${at.toFixed(1)} s`).join(', ')}.`;
}

/** The steps and their ends from a build's output (the last such line), or null when it printed none. */
export function parseStepEnds(output: string): Map<string, number> | null {
  const line = output
    .split('\n')
    .filter((l) => l.startsWith(PREFIX))
    .at(-1);
  if (!line) return null;
  const ends = new Map<string, number>();
  for (const part of line.slice(PREFIX.length).replace(/\.$/, '').split(', ')) {
    const m = /^(.+) (\d+(?:\.\d+)?) s$/.exec(part);
    if (m) ends.set(m[1]!, Number(m[2]));
  }
  return ends;
}
