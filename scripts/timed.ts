/**
 * `node scripts/timed.ts <node arguments>`: run one step of `npm test` (scripts/test.ts) as a
 * child process and, when it ends, send its CPU seconds (with every process it waited for)
 * to the parent over IPC, so the test log can say where the machine's time went. Exits with
 * the step's status; a SIGTERM from the parent stops the step.
 */
import { spawn } from 'node:child_process';
import { ownCpuSeconds } from './lib/cpu-time.ts';

const child = spawn(process.execPath, process.argv.slice(2), { stdio: 'inherit' });
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('close', (status, signal) => {
  const cpuSeconds = ownCpuSeconds();
  const exit = () => process.exit(status ?? (signal ? 1 : 0));
  if (process.send && cpuSeconds !== undefined) process.send({ cpuSeconds }, exit);
  else exit();
});
