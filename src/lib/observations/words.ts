/**
 * How pages and the matrix drawer put an observation into words. Small and free of file reads,
 * so the drawer can import it.
 */
import type { Answer } from './schema.ts';

/** The heading every view of observations uses. */
export const OBSERVED_HEADING = 'Observed on the wire';

/** What an observation is, and is not: said wherever one is shown. */
export const OBSERVED_NOT_A_VERDICT =
  'What the shipping client sent and answered when the probe ran it against a capture server, offline: evidence of what the client does, not a verdict. It never changes the register’s verdict, which its documents decide.';

/** How a question was answered: with a result, refused with an error, not within the probe's wait, or not before the session ended. */
export type Outcome = 'answered' | 'refused' | 'timeout' | 'unanswered';

export function outcomeOf(answer: Answer): Outcome {
  if ('result' in answer) return 'answered';
  if ('error' in answer) return 'refused';
  if ('timeout' in answer) return 'timeout';
  return 'unanswered';
}

export const OUTCOME_WORDS: Record<Outcome, string> = {
  answered: 'answered',
  refused: 'refused',
  timeout: 'no answer in time',
  unanswered: 'no answer',
};

/** The answer as it came: `result {"roots":[]}`, `error -32601 "Method not found"`, `no answer within 4 s`. */
export function answerWords(answer: Answer, timeoutSeconds: number): string {
  if ('result' in answer) return `result ${JSON.stringify(answer.result)}`;
  if ('error' in answer) return `error ${answer.error.code} ${JSON.stringify(answer.error.message)}`;
  if ('timeout' in answer) return `no answer within ${timeoutSeconds} s`;
  return 'no answer before the session ended';
}

/** The question as a reader names it: `roots/list`, `elicitation/create (url)`. */
export function questionWords(q: { method: string; mode?: string | undefined }): string {
  return q.mode ? `${q.method} (${q.mode})` : q.method;
}

/** What the client's capabilities say of a key, in words. */
export const DECLARED_WORDS: Record<'yes' | 'off' | 'no', string> = {
  yes: 'declared',
  off: 'declared as false (promises nothing)',
  no: 'not declared',
};

const SAME_OUTCOME: Record<'declared' | 'undeclared', Record<Outcome, string>> = {
  declared: {
    answered: 'declared and answered',
    refused: 'declared and refused',
    timeout: 'declared, no answer in time',
    unanswered: 'declared, no answer',
  },
  undeclared: {
    answered: 'answered without declaring',
    refused: 'not declared, and refused',
    timeout: 'not declared, no answer in time',
    unanswered: 'not declared, no answer',
  },
};

/**
 * A cell of the observed clients' table in words: what was declared and, where the probe asked
 * about the key, what came back (`declared and answered`, `declared and refused`, `answered
 * without declaring`); questions with different outcomes are each named.
 */
export function summaryWords(
  declared: 'yes' | 'off' | 'no',
  answers: readonly { method: string; mode?: string | undefined; outcome: Outcome }[],
): string {
  if (!answers.length) return DECLARED_WORDS[declared];
  const outcomes = [...new Set(answers.map((a) => a.outcome))];
  const [only] = outcomes;
  if (outcomes.length === 1 && only) return SAME_OUTCOME[declared === 'yes' ? 'declared' : 'undeclared'][only];
  return `${DECLARED_WORDS[declared]}; ${answers.map((a) => `${questionWords(a)} ${OUTCOME_WORDS[a.outcome]}`).join(', ')}`;
}

/** The client at its version, and when it was recorded: `Codex CLI 0.171.0, recorded 2026-12-02`. */
export function observationLabel(o: { name: string; version: string; date: string }): string {
  return `${o.name} ${o.version}, recorded ${o.date}`;
}

/** Where the declaration was read: `in initialize at 2025-06-18`, `in the _meta of its 2026-07-28 requests`. */
export function messageWords(c: { message: 'initialize' | '_meta'; revision: string }): string {
  return c.message === 'initialize' ? `in initialize at ${c.revision}` : `in the _meta of its ${c.revision} requests`;
}

/** Which register products the observation is, in words; several ids name the product but not which of its builds. */
export function productWords(
  product: 'none' | { ids: readonly string[]; because: readonly string[] },
  name: (id: string) => string,
): string {
  if (product === 'none') return 'not a product the register audits';
  const names = product.ids.map(name);
  const which = names.length > 1 ? `${names.join(' or ')} (the words do not decide which)` : (names[0] ?? '');
  return `${which}, because ${product.because.join(' and ')}`;
}

/** The probe's containment, as the provenance line gives it. */
export function containmentWords(o: {
  offline: true;
  containment: { network: string; home: string; tmpdir: string; timeLimitSeconds: number; requestTimeoutSeconds: number };
}): string {
  const c = o.containment;
  return `run offline (network: ${c.network}; ${c.home} HOME; ${c.tmpdir} TMPDIR; at most ${c.timeLimitSeconds} s, ${c.requestTimeoutSeconds} s per question)`;
}

/** An observed cell's mark against the register, in words (never colour alone): `≠ disagrees with the register`. */
export function agreementMark(agreement: 'agree' | 'disagree' | 'none'): string {
  return agreement === 'disagree'
    ? '≠ disagrees with the register'
    : agreement === 'agree'
      ? '= agrees with the register'
      : 'nothing to compare';
}
