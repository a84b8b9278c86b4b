/**
 * The words that qualify a cell's verdict wherever it is named in words (the drawer's verdict line, a search
 * result): a dispute over the cell, and a product the register has not audited. Kept apart from view.ts so the
 * search script can use them without the drawer's code.
 */

/** What qualifies a cell's verdict, in words: the cell's product and whether it is disputed and audited. */
export interface VerdictMarks {
  disputed: boolean;
  audited: boolean;
  productName: string;
}

/** The verdict's label, then “disputed” and “<product> not audited” where they hold. */
export function verdictWords(label: string, marks: VerdictMarks): string[] {
  return [label, ...(marks.disputed ? ['disputed'] : []), ...(marks.audited ? [] : [`${marks.productName} not audited`])];
}
