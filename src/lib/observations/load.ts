/**
 * Reads and validates observations. `validateObservation` is pure (text in, data or problems
 * out); `loadObservations` reads content/observations/*.yaml with it.
 *
 * Read with the YAML 1.2 core schema, where `2025-11-25` is a string, so verbatim values stay
 * what the wire carried.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parse } from 'yaml';
import { observationSchema, type Observation } from './schema.ts';
import { schemaProblems, type ContentProblem } from '../content/problems.ts';

export interface LoadedObservation {
  file: string;
  data: Observation;
}

/** The file name an observation must have: `<client>@<version>.yaml`. */
export function observationFileName(client: string, version: string): string {
  return `${client}@${version}.yaml`;
}

export function validateObservation(
  file: string,
  text: string,
): { ok: true; data: Observation } | { ok: false; problems: ContentProblem[] } {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (e) {
    return {
      ok: false,
      problems: [
        { rule: 'yaml-syntax', file, field: '(file)', message: `not valid YAML: ${(e as Error).message.split('\n')[0]}; fix the syntax` },
      ],
    };
  }
  const parsed = observationSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: schemaProblems(file, raw, parsed.error) };
  const expected = observationFileName(parsed.data.client, parsed.data.version);
  if (basename(file) !== expected) {
    return {
      ok: false,
      problems: [
        {
          rule: 'front-matter-schema',
          file,
          field: '(file)',
          message: `an observation's file is named <client>@<version>.yaml: expected ${expected}; rename the file`,
        },
      ],
    };
  }
  return { ok: true, data: parsed.data };
}

/** Reads every `*.yaml` in `dir` (content/observations); files are named relative to `root`. */
export function loadObservations(dir: string, root: string): { observations: LoadedObservation[]; problems: ContentProblem[] } {
  const observations: LoadedObservation[] = [];
  const problems: ContentProblem[] = [];
  if (!existsSync(dir)) return { observations, problems };
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const file = relative(root, join(dir, name));
    const result = validateObservation(file, readFileSync(join(dir, name), 'utf8'));
    if (result.ok) observations.push({ file, data: result.data });
    else problems.push(...result.problems);
  }
  return { observations, problems };
}
