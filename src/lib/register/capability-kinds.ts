/**
 * What a capability key is, beside the axes (`axes.ts`): the keys with which a client answers a server→client request
 * (2026 sends those requests as input requests, or the server polls the tasks the client hosts) and the keys that are
 * notification flags. What a row's words can reach depends on it (`src/lib/evidence/input-requests.ts`): words about
 * answering requests say nothing of a notification, and what a product does with a legacy request says nothing of 2026.
 * Each kind matches the key paths (`capability.paths`) of that kind; its examples are tested.
 */
import type { Phrase } from './phrase.ts';

export const CAPABILITY_KINDS = {
  /**
   * Answering roots/list (CAP-02), sampling/createMessage (CAP-04, and its context and tools modes CAP-05, CAP-06) and
   * elicitation/create (CAP-07, and its form and url modes CAP-08, CAP-09): in 2026 roots “reach a server only as an
   * input request inside an InputRequiredResult” (CAP-02's What) and “unsolicited server→client requests are
   * forbidden” (CAP-10's What). roots.listChanged (CAP-03) is a notification the client sends, not a request it answers.
   */
  inputRequest: {
    name: 'answers a request 2026 sends as an input request',
    examples: ['roots', 'sampling', 'sampling.context', 'sampling.tools', 'elicitation', 'elicitation.form', 'elicitation.url'],
    pattern: /^(?:roots|sampling(?:\.context|\.tools)?|elicitation(?:\.form|\.url)?)$/,
  },
  /** Client-hosted tasks (CAP-10): the client hosts tasks for sampling/createMessage and elicitation/create, which the server polls. */
  hostsTasks: { name: 'hosts the tasks a server polls', examples: ['tasks'], pattern: /^tasks$/ },
  /** A list-changed flag: a notification its side sends (CAP-03, CAP-15, CAP-18, CAP-20). */
  notification: { name: 'a notification flag', examples: ['roots.listChanged', 'tools.listChanged'], pattern: /\.listChanged$/ },
} as const satisfies Record<string, Phrase>;

export type CapabilityKind = keyof typeof CAPABILITY_KINDS;

/** Is every key path of a capability of one of the kinds (false for none)? */
export function allOfKind(paths: readonly string[], ...kinds: readonly CapabilityKind[]): boolean {
  return paths.length > 0 && paths.every((path) => kinds.some((kind) => CAPABILITY_KINDS[kind].pattern.test(path)));
}
