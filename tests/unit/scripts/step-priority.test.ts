/** A step's priority reaches its session, which is what Linux's autogroup scheduling weighs. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { setStepPriority } from '../../../scripts/lib/step-priority.ts';

test(
  'a detached step’s nice value is set on its process and on its own session’s autogroup',
  { skip: !existsSync('/proc/self/autogroup') && 'no autogroup scheduling here' },
  async () => {
    // Spawned as scripts/test.ts spawns a step: detached, so it leads a session (and an autogroup) of its own.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { detached: true, stdio: 'ignore' });
    try {
      const pid = child.pid!;
      const group = (p: number | 'self') => readFileSync(`/proc/${p}/autogroup`, 'utf8');
      assert.notEqual(group(pid).split(' ')[0], group('self').split(' ')[0], 'the step is in an autogroup of its own');
      assert.deepEqual(setStepPriority(pid, 7), { process: true, session: true });
      assert.equal(getPriority(pid), 7);
      assert.match(group(pid), /\bnice 7\b/);
    } finally {
      child.kill();
    }
  },
);
