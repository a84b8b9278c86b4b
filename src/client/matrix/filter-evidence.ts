/**
 * Toolbar region: the tiles under the evidence filter (`source=`). Each tile of a shown row
 * whose cell has a kind of evidence the filter asks for is outlined (`data-e`, drawn by a rule
 * this module adopts, so the page's own stylesheet carries nothing for it) and its name says
 * which (`… Evidence: observed on the wire.`); the status line says what the outline means
 * (./filter-summary.ts). Without the filter no tile is marked.
 */
import { chosenSources, type FilterState, type RowFacts } from '../../lib/matrix/filters.ts';
import { evidenceWords } from '../../lib/matrix/view.ts';

/** The outline: inside the cell, in the text colour, so it is a shape beside the verdict's colour and not the focus ring. */
const EVIDENCE_RULE = '#matrix-table td[data-e] { box-shadow: inset 0 0 0 2px currentColor; }';

export interface EvidenceMarks {
  /** Mark the tiles of `rows` (those drawn so far) under `state`. */
  render(state: FilterState, rows: readonly { facts: RowFacts; cells: ReadonlyMap<string, HTMLTableCellElement> }[]): void;
}

export function evidenceMarks(): EvidenceMarks {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(EVIDENCE_RULE);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return {
    render(state, rows) {
      for (const row of rows)
        for (const [key, td] of row.cells) {
          const chosen = chosenSources(row.facts, key, state);
          const value = chosen.join(' ');
          if ((td.dataset.e ?? '') === value) continue;
          if (value) td.dataset.e = value;
          else delete td.dataset.e;
          const a = td.querySelector('a');
          if (!a) continue;
          // The tile's own name, kept the first time it is marked, so unmarking restores it.
          const name = (a.dataset.name ??= a.getAttribute('aria-label') ?? '');
          a.setAttribute('aria-label', chosen.length ? `${name} ${evidenceWords(chosen)}` : name);
        }
    },
  };
}
