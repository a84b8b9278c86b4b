/**
 * An observed cell against the register's cell of the same row, product and revision: whether
 * what the client sent agrees with the register's declared value, and whether what it answered
 * agrees with the register's implemented value. Beside the verdict, never in it: nothing here is
 * read by `buildMatrix`.
 *
 * **Declared.** `agree` when both say the key is declared (register `yes` or `conditional`,
 * observed sent with a value) or both say it is not (register `no` or `off`; observed not sent,
 * or sent as `false`); `disagree` when they differ; `none` when the register does not know or the
 * product does not play the row's side.
 *
 * **Implemented.** Only where the probe asked about the key. An answer with a result is the
 * client handling the request (register `yes` or `partial` agrees, `no` disagrees); every
 * question refused with method-not-found (-32601) is the client not handling it (`no` agrees,
 * `yes` or `partial` disagrees). No answer, or another error, says nothing of it: `none`.
 */
import type { Agreement } from '../sources/agreements.ts';
import type { DeclaredState, ImplementedState } from '../register/axes.ts';
import type { ObservedAnswer, ObservedDeclared } from './cells.ts';

/** JSON-RPC's method-not-found: the client has no handler for the request. */
export const METHOD_NOT_FOUND = -32601;

export interface ObservedCompared {
  agreement: Agreement;
  /** Why, in words. */
  why: string;
}

const SENT_WORDS: Record<ObservedDeclared, string> = {
  yes: 'the client sent the key',
  off: 'the client sent the key as false, which promises nothing',
  no: 'the client did not send the key',
};

export function compareDeclared(observed: ObservedDeclared, register: { declared: DeclaredState; plays: boolean }): ObservedCompared {
  if (!register.plays) return { agreement: 'none', why: 'the product does not play this row’s side' };
  if (register.declared === 'unknown') return { agreement: 'none', why: 'the register does not know what is declared' };
  const registerDeclares = register.declared === 'yes' || register.declared === 'conditional';
  const observedDeclares = observed === 'yes';
  return registerDeclares === observedDeclares
    ? { agreement: 'agree', why: `both say it is ${observedDeclares ? '' : 'not '}declared` }
    : { agreement: 'disagree', why: `the register’s declared value is ${register.declared}; on the wire ${SENT_WORDS[observed]}` };
}

export function compareImplemented(
  answers: readonly Pick<ObservedAnswer, 'outcome' | 'code'>[],
  register: { implemented: ImplementedState; plays: boolean },
): ObservedCompared {
  if (!answers.length) return { agreement: 'none', why: 'the probe asks nothing about this key' };
  if (!register.plays) return { agreement: 'none', why: 'the product does not play this row’s side' };
  if (register.implemented === 'unknown') return { agreement: 'none', why: 'the register does not know whether it is implemented' };
  const answered = answers.some((a) => a.outcome === 'answered');
  const notFound = !answered && answers.every((a) => a.outcome === 'refused' && a.code === METHOD_NOT_FOUND);
  if (!answered && !notFound) {
    return { agreement: 'none', why: 'no answer, or an error other than method not found, says nothing of whether it is implemented' };
  }
  const registerImplements = register.implemented === 'yes' || register.implemented === 'partial';
  if (answered) {
    return registerImplements
      ? { agreement: 'agree', why: `the client answered, and the register’s implemented value is ${register.implemented}` }
      : { agreement: 'disagree', why: `the register’s implemented value is ${register.implemented}; the client answered` };
  }
  return registerImplements
    ? { agreement: 'disagree', why: `the register’s implemented value is ${register.implemented}; the client answered method not found` }
    : { agreement: 'agree', why: `the client answered method not found, and the register’s implemented value is ${register.implemented}` };
}

/** A cell's mark from both comparisons: any disagreement wins, then any agreement. */
export function observedAgreement(...compared: readonly ObservedCompared[]): Agreement {
  if (compared.some((c) => c.agreement === 'disagree')) return 'disagree';
  if (compared.some((c) => c.agreement === 'agree')) return 'agree';
  return 'none';
}
