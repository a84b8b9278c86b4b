/**
 * Evidence: the quoted words that support each curated value, and the *basis* of a
 * matrix cell computed from them. (Provisional: the content model lands next; the
 * types below are the contract the views build on.)
 */
import type { BasisId } from './axes.ts';

/** Which value of a cell a piece of evidence supports. */
export type EvidenceField = 'spec' | 'speaks' | 'declared' | 'implemented';

/** One quote supporting a cell, resolved to a link that opens the passage with the words highlighted. */
export interface EvidenceLink {
  /** Which value it supports. */
  field: EvidenceField;
  /** Where the words are: a section id of the row (`observation`), `source-N`, `note:<slug>`, or `CAP-13/observation`. */
  in: string;
  /** The exact words. */
  quote: string;
  /** Row (or note) page at the passage, with a `#:~:text=` fragment that highlights the quote. Site-relative (starts with the base path). */
  url: string;
  /** `stated` when the quote states the value for this revision; `inferred` when it is the reason a value was carried here. */
  scope: 'stated' | 'inferred';
}

export type { BasisId };
