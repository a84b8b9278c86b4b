import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cpuSecondsFromStat, ownCpuSeconds } from '../../../scripts/lib/cpu-time.ts';

test('the CPU seconds of a stat line are its own and its waited-for children’s user and system ticks', () => {
  // Fields 14–17 are 150, 30, 1200, 20 ticks: 14 s in all. The command name holds a space and a ")".
  const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194304 900 0 0 0 150 30 1200 20 20 0 11 0 123 456 789';
  assert.equal(cpuSecondsFromStat(stat), 14);
});

test('a line that is not a stat line is refused with what is missing', () => {
  assert.throws(() => cpuSecondsFromStat('no command name here'), /no "\)" after the command name/);
  assert.throws(() => cpuSecondsFromStat('1 (node) S 1 2 3'), /fields 14 to 17/);
});

test('this process’s figure grows by the CPU a waited-for child spent', { skip: !existsSync('/proc/self/stat') && 'no /proc here' }, () => {
  const before = ownCpuSeconds();
  assert.equal(typeof before, 'number');
  // A child that spins until it has used 0.4 s of CPU (measured in CPU, not wall time: the machine may be busy).
  const child = spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 400000);']);
  assert.equal(child.status, 0);
  const after = ownCpuSeconds();
  assert.ok(before !== undefined && after !== undefined && after - before >= 0.3, `expected at least 0.3 s more, got ${before} → ${after}`);
});

test(
  'scripts/timed.ts runs a step, passes on its exit status and sends its CPU seconds to the parent',
  { skip: !existsSync('/proc/self/stat') && 'no /proc here' },
  async () => {
    const timed = fileURLToPath(new URL('../../../scripts/timed.ts', import.meta.url));
    const child = spawn(process.execPath, [timed, '-e', 'while (process.cpuUsage().user < 300000); process.exit(3);'], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const messages: unknown[] = [];
    child.on('message', (m) => messages.push(m));
    const status = await new Promise<number | null>((done) => child.on('close', done));
    assert.equal(status, 3);
    assert.equal(messages.length, 1);
    const [report] = messages as { cpuSeconds: number }[];
    assert.ok(report && report.cpuSeconds >= 0.25, `expected the step's CPU time, got ${JSON.stringify(report)}`);
  },
);
