/**
 * Reads and validates observations. `validateObservation` is pure (text in, data or problems
 * out); `loadObservations` reads content/observations/*.yaml with it.
 *
 * Read with the YAML 1.2 core schema, where `2025-11-25` is a string, so verbatim values stay
 * what the wire carried.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { captureLineSchema, observationSchema, type CaptureLine, type Observation } from './schema.ts';
import { observePass } from './observe.ts';
import { schemaProblems, type ContentProblem } from '../content/problems.ts';

export const PASSES = ['legacy', 'modern'] as const;
export type PassName = (typeof PASSES)[number];

/** The captures an observation was read from, per pass, each with its file; a pass whose capture was not kept has none. */
export type ObservationCaptures = Partial<Record<PassName, { file: string; lines: CaptureLine[] }>>;

export interface LoadedObservation {
  file: string;
  data: Observation;
  captures: ObservationCaptures;
}

/** The file name an observation must have: `<client>@<version>.yaml`. */
export function observationFileName(client: string, version: string): string {
  return `${client}@${version}.yaml`;
}

/**
 * Where the capture of one pass is kept, relative to content/observations:
 * `captures/<client>@<version>/<pass>.jsonl`, the JSON lines the capture server wrote.
 */
export function captureFileName(client: string, version: string, pass: PassName): string {
  return `captures/${client}@${version}/${pass}.jsonl`;
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

/** A kept capture's text, line by line: every line a capture line, or the problems, each with its line. */
export function validateCapture(
  file: string,
  text: string,
): { ok: true; lines: CaptureLine[] } | { ok: false; problems: ContentProblem[] } {
  const lines: CaptureLine[] = [];
  const problems: ContentProblem[] = [];
  text.split('\n').forEach((raw, i) => {
    if (!raw.trim()) return;
    const problem = (message: string) => problems.push({ rule: 'front-matter-schema', file, field: '(body)', line: i + 1, message });
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      problem('not a JSON line; keep the capture as the probe wrote it (npm run probe)');
      return;
    }
    const parsed = captureLineSchema.safeParse(value);
    if (parsed.success) lines.push(parsed.data);
    else problem(`${parsed.error.issues[0]?.message ?? 'not a capture line'}; keep the capture as the probe wrote it (npm run probe)`);
  });
  return problems.length ? { ok: false, problems } : { ok: true, lines };
}

/**
 * The captures kept for one observation, each checked against it: read again, a capture must
 * give the very pass the observation records (so the exchange a page shows is the one the
 * observation was read from), and a pass the observation does not have has no capture.
 */
export function loadCaptures(
  dir: string,
  root: string,
  observation: Pick<Observation, 'client' | 'version' | 'legacy' | 'modern'>,
): { captures: ObservationCaptures; problems: ContentProblem[] } {
  const captures: ObservationCaptures = {};
  const problems: ContentProblem[] = [];
  for (const pass of PASSES) {
    const path = join(dir, captureFileName(observation.client, observation.version, pass));
    if (!existsSync(path)) continue;
    const file = relative(root, path);
    const recorded = observation[pass];
    const problem = (message: string) => problems.push({ rule: 'front-matter-schema', file, field: '(file)', message });
    if (!recorded) {
      problem(
        `the observation has no ${pass} pass, so it has no capture of one; remove the file, or run the probe again (npm run probe ${observation.client})`,
      );
      continue;
    }
    const result = validateCapture(file, readFileSync(path, 'utf8'));
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    let read: unknown;
    try {
      read = observePass(result.lines);
    } catch (e) {
      read = (e as Error).message;
    }
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(read)), JSON.parse(JSON.stringify(recorded)))) {
      problem(
        `read again, the capture does not give the observation's ${pass} pass: it is not the capture the observation was recorded from; keep the two from one run (npm run probe ${observation.client})`,
      );
      continue;
    }
    captures[pass] = { file, lines: result.lines };
  }
  return { captures, problems };
}

/** The observation names (`<client>@<version>`) that have a folder under `captures/`. */
function captureFolders(dir: string): string[] {
  const captures = join(dir, 'captures');
  if (!existsSync(captures)) return [];
  return readdirSync(captures, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/**
 * Reads every `*.yaml` in `dir` (content/observations), each with the captures kept for it
 * (`captures/<client>@<version>/`); files are named relative to `root`.
 */
export function loadObservations(dir: string, root: string): { observations: LoadedObservation[]; problems: ContentProblem[] } {
  const observations: LoadedObservation[] = [];
  const problems: ContentProblem[] = [];
  if (!existsSync(dir)) return { observations, problems };
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  for (const name of names) {
    const file = relative(root, join(dir, name));
    const result = validateObservation(file, readFileSync(join(dir, name), 'utf8'));
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const kept = loadCaptures(dir, root, result.data);
    problems.push(...kept.problems);
    observations.push({ file, data: result.data, captures: kept.captures });
  }
  for (const folder of captureFolders(dir)) {
    if (names.includes(`${folder}.yaml`)) continue;
    problems.push({
      rule: 'front-matter-schema',
      file: relative(root, join(dir, 'captures', folder)),
      field: '(file)',
      message: `a capture with no observation: expected ${folder}.yaml beside captures/; remove the folder, or run the probe again`,
    });
  }
  return { observations, problems };
}
