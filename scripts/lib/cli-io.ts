/**
 * Where a command-line task writes and what it reads of its process: its output lines, its
 * error lines, its working directory and its environment. The scripts take one, so the unit
 * tests can run a task in their own process (no Node start per case) and read what it printed.
 */
export interface CliIo {
  /** Write to standard output, as given (add the line break). */
  stdout: (text: string) => void;
  /** Write to standard error, as given (add the line break). */
  stderr: (text: string) => void;
  /** The working directory relative paths are read against. */
  cwd: string;
  /** The environment variables the task reads. */
  env: Readonly<Record<string, string | undefined>>;
}

/** The running process's own streams, directory and environment. */
export function processIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
  };
}

/** An io that keeps what is written, for running a task in-process: read `printed()` afterwards. */
export function collectingIo(
  cwd: string,
  env: Readonly<Record<string, string | undefined>> = {},
): CliIo & { printed: () => { stdout: string; stderr: string } } {
  let stdout = '';
  let stderr = '';
  return {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    cwd,
    env,
    printed: () => ({ stdout, stderr }),
  };
}
