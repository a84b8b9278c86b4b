/**
 * Content problems: what is wrong with a file, where (file, field, line) and how to fix
 * it, and schema issues turned into such problems (Astro's own messages name neither
 * the fix nor, for references, the problem).
 */
import type { z } from 'astro/zod';
import { PRODUCT_IDS, REVISION_IDS } from '../register/axes.ts';
import type { RuleId } from '../rules/ids.ts';

export interface ContentProblem {
  /** The rule that found it (`src/lib/rules/`, documented in docs/rules.md#<rule>). */
  rule: RuleId;
  /** File, relative to the project root. */
  file: string;
  /** Dotted path of the field, or `(file)` / `(front-matter)` / `(body)`. */
  field: string;
  /** What is wrong, what was expected and how to fix it. */
  message: string;
  /** Line of the file the problem is on, when it is about one line of a body. */
  line?: number;
}

export function formatProblem(p: ContentProblem): string {
  return `${p.file}${p.line !== undefined ? `:${p.line}` : ''}: ${p.field}: ${p.message}`;
}


function fieldPath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(front-matter)';
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const RULE: RuleId = 'front-matter-schema';

/** Turn schema issues into problems that name the field and say what to write instead. */
export function schemaProblems(file: string, data: unknown, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ rule: RULE, file, field: fieldPath([...issue.path, key]), message: unknownKeyMessage(issue.path, key) }));
    }
    const got = valueAt(data, issue.path);
    // Our own refinements already say what to write.
    if (issue.code === 'custom') return [{ rule: RULE, file, field: fieldPath(issue.path), message: issue.message }];
    const missing = got === undefined;
    const message = missing
      ? `required field is missing: ${issue.message.replace(/^Invalid input: /, '')}; add it`
      : `${issue.message.replace(/^Invalid input: /, '')}, got ${describe(got)}`;
    return [{ rule: RULE, file, field: fieldPath(issue.path), message }];
  }).flat();
}

function unknownKeyMessage(path: readonly PropertyKey[], key: string): string {
  if (path.at(-1) === 'products' || (path.length === 0 && PRODUCT_IDS.some((p) => key.startsWith(p)))) {
    return `unknown product "${key}"; expected one of ${PRODUCT_IDS.join(', ')} (src/lib/register/axes.ts)`;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) {
    return `unknown revision "${key}"; expected one of ${REVISION_IDS.join(', ')}${path.at(-2) === 'products' ? ', or all' : ''}`;
  }
  return `unknown field "${key}": remove it, or check its spelling against the schema in src/lib/register/schema.ts`;
}
