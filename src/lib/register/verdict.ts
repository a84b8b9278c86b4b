/**
 * Where a matrix cell's verdict is computed. Pure: the inputs are the row's side, the
 * revision's lifecycle state, whether the product speaks the revision in that role,
 * and what the product declares and implements. Nothing stores a verdict by hand.
 *
 * Precedence, first match wins (the legend page prints this list):
 *  1. not-applicable  — the product does not play the row's side;
 *  2. not-spoken      — the product does not speak the revision in that role;
 *  3. unknown         — the revision's lifecycle for the capability is not curated;
 *  4. out-of-revision — the revision does not define the capability, yet it is declared
 *                        (or its key is sent `off`, with a value that promises nothing),
 *                        or sent there (`sendsUndefined`: words say the product sends it where the
 *                        revision does not define it, goose's notification at 2026);
 *  5. not-applicable  — the revision does not define it, it is not declared and not said to be sent there;
 *  6. unknown         — declaration or implementation not audited;
 *  7. honest          — declared (or conditionally declared) and implemented;
 *  8. partial         — declared, implemented in part;
 *  9. overclaim       — declared, not implemented;
 * 10. underclaim      — not declared (or declared `off`), implemented in whole or in part;
 * 11. absent          — not declared (or declared `off`), not implemented.
 * Steps 4–5 come before 6 because a key outside the revision is wrong whatever it does.
 */
import {
  isDefined,
  type DeclaredState,
  type ImplementedState,
  type LifecycleState,
  type Role,
  type Side,
  type SpeaksState,
  type VerdictId,
} from './axes.ts';

export interface VerdictInput {
  /** The row's side. */
  side: Side;
  /** The roles the product plays. */
  roles: readonly Role[];
  /** Whether the product speaks the revision in the role the row needs. */
  speaks: SpeaksState;
  /** The revision's lifecycle state for the capability. */
  spec: LifecycleState;
  declared: DeclaredState;
  implemented: ImplementedState;
  /**
   * Do the implemented value's words say the product sends the capability at a revision that does not define it
   * (`saysSentWhereUndefined`)? Handling or accepting what a revision does not define is no fault (the 2026 tasks
   * extension implies cancel; a broker may accept a url request): only sending it is.
   */
  sendsUndefined?: boolean;
}

/**
 * The role whose speaks fact a product's cell reads at step 2: the row's side, or, in a row about both sides, the first
 * role the product plays (mcpx: the client); undefined where the product does not play the row's side. The published
 * cell shows that fact's words and its contrary (`matrix/build.ts`), and the dispute rules read the same fact.
 */
export function verdictRole(side: Side, roles: readonly Role[]): Role | undefined {
  if (side === 'both') return roles[0];
  return roles.includes(side) ? side : undefined;
}

/** Does a product with `roles` play the side a row describes? */
export function playsSide(side: Side, roles: readonly Role[]): boolean {
  return side === 'both' ? roles.length > 0 : roles.includes(side);
}

export function computeVerdict(input: VerdictInput): VerdictId {
  const { side, roles, speaks, spec, declared, implemented, sendsUndefined = false } = input;
  if (!playsSide(side, roles)) return 'not-applicable';
  if (speaks === 'no') return 'not-spoken';
  if (spec === 'unknown') return 'unknown';
  const declares = declared === 'yes' || declared === 'conditional';
  if (!isDefined(spec)) {
    // Doing what the revision does not define is the same send-conservatively fault as declaring it.
    if (declares || declared === 'off' || (sendsUndefined && (implemented === 'yes' || implemented === 'partial')))
      return 'out-of-revision';
    if (declared === 'no') return 'not-applicable';
    return 'unknown';
  }
  if (declared === 'unknown' || implemented === 'unknown') return 'unknown';
  if (declares) {
    if (implemented === 'yes') return 'honest';
    if (implemented === 'partial') return 'partial';
    return 'overclaim';
  }
  if (implemented === 'yes' || implemented === 'partial') return 'underclaim';
  return 'absent';
}

/**
 * The step of the precedence (0-based) that decided a verdict: the first step giving it, except the two verdicts that
 * two steps give (not-applicable: the side, or a revision that does not define the capability; unknown: the revision
 * not curated, or the product not audited), told apart by whether the product plays the row's side and what the
 * revision defines.
 */
export function decidingStep(verdict: VerdictId, playsRowSide: boolean, spec: string): number {
  const first = (v: VerdictId, from = 0) => VERDICT_PRECEDENCE.findIndex((s, i) => i >= from && s.verdict === v);
  if (verdict === 'not-applicable') return playsRowSide ? first('not-applicable', 1) : first('not-applicable');
  if (verdict === 'unknown') return spec === 'unknown' ? first('unknown') : first('unknown', first('unknown') + 1);
  return first(verdict);
}

/**
 * Why a verdict is what it is, in one sentence in three parts, so a page can link the middle one to the legend:
 * `Step 10 of 11 in` · `the legend’s precedence` · `decides it: not declared …, but implemented ….`
 */
export function verdictWhy(verdict: VerdictId, playsRowSide: boolean, spec: string): { before: string; link: string; after: string } {
  const step = decidingStep(verdict, playsRowSide, spec);
  return {
    before: `Step ${step + 1} of ${VERDICT_PRECEDENCE.length} in`,
    link: 'the legend’s precedence',
    after: `decides it: ${VERDICT_PRECEDENCE[step]?.when ?? 'no step'}.`,
  };
}

/** The precedence list, for the legend. Kept next to the function it documents. */
export const VERDICT_PRECEDENCE: readonly { verdict: VerdictId; when: string }[] = [
  { verdict: 'not-applicable', when: 'the product does not play the row’s side' },
  { verdict: 'not-spoken', when: 'the product does not speak the revision in that role' },
  { verdict: 'unknown', when: 'what the revision defines has not been curated' },
  {
    verdict: 'out-of-revision',
    when: 'the revision does not define the capability, yet the product declares it (or sends its key switched off), or its words say it sends it there',
  },
  {
    verdict: 'not-applicable',
    when: 'the revision does not define it, and the product neither declares it nor is said to send it there',
  },
  { verdict: 'unknown', when: 'what the product declares or implements was not audited' },
  { verdict: 'honest', when: 'declared (or conditionally declared) and implemented' },
  { verdict: 'partial', when: 'declared, implemented in part' },
  { verdict: 'overclaim', when: 'declared, not implemented' },
  { verdict: 'underclaim', when: 'not declared (or sent switched off), but implemented in whole or in part' },
  { verdict: 'absent', when: 'neither declared (or only sent switched off) nor implemented' },
];
