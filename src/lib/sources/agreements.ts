/**
 * The agreement marks, kept apart from the mapping so the matrix page's filter script can import
 * them without it. Which other sources there are is content: code takes them from the loaded
 * sources it is given.
 */

/**
 * How the other sources stand to a cell's declared value: `agree`, `disagree` (the register's
 * declared value and a source's differ at a comparable revision), `none` (nothing to compare).
 * Written in the matrix filter as `agree=disagree`.
 */
export const AGREEMENTS = ['agree', 'disagree', 'none'] as const;
export type Agreement = (typeof AGREEMENTS)[number];

export const AGREEMENT_LABELS: Record<Agreement, string> = {
  agree: 'agree with the register',
  disagree: 'disagree with the register',
  none: 'nothing to compare',
};
