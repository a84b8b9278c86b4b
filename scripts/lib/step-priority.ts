/**
 * A step's CPU priority (`npm test`, scripts/test.ts). Each step is spawned detached, so it leads a session of its
 * own, and Linux with autogroup scheduling (the default on desktops and on the CI machine) shares the cores between
 * sessions before it looks at a process's nice value: set on the process alone, a priority weighed almost nothing.
 * So the nice value goes on the session's autogroup too; where there is none, the process's nice value is what counts.
 */
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Give process `pid` (a session leader) and its session the nice value `nice`; says which of the two took it. */
export function setStepPriority(pid: number, nice: number): { process: boolean; session: boolean } {
  let process = false;
  let session = false;
  try {
    setPriority(pid, nice);
    process = true;
  } catch {
    // A system that refuses leaves the step at the usual priority: slower, not wrong.
  }
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    session = true;
  } catch {
    // No autogroup (another kernel or system): the process's nice value is what counts.
  }
  return { process, session };
}
