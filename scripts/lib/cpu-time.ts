/**
 * CPU time of a process and the children it has waited for, from Linux's `/proc/self/stat`,
 * so `npm test` can say where the machine's time goes (wall time alone depends on what else
 * runs). Elsewhere (no `/proc`) there is no figure: `undefined`.
 */
import { readFileSync } from 'node:fs';

/** Linux reports these times in clock ticks of 1/100 s (USER_HZ, fixed by the kernel's ABI). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU seconds in a `/proc/<pid>/stat` line: user and system time of the process itself
 * (fields 14, 15) plus those of its waited-for children (16, 17). The command name (field 2)
 * is in parentheses and may hold spaces, so the fields are counted after its closing one.
 */
export function cpuSecondsFromStat(stat: string): number {
  const close = stat.lastIndexOf(')');
  if (close < 0) throw new Error('not a /proc/<pid>/stat line: no ")" after the command name');
  // After ") " come fields 3, 4, …: utime is field 14, the 12th of them.
  const fields = stat
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const ticks = fields.slice(11, 15).map(Number);
  if (ticks.length !== 4 || ticks.some((t) => !Number.isInteger(t) || t < 0)) {
    throw new Error('not a /proc/<pid>/stat line: fields 14 to 17 (utime, stime, cutime, cstime) are not tick counts');
  }
  return ticks.reduce((a, b) => a + b, 0) / TICKS_PER_SECOND;
}

/** This process's CPU seconds with its waited-for children, or undefined where there is no `/proc`. */
export function ownCpuSeconds(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  return cpuSecondsFromStat(stat);
}
