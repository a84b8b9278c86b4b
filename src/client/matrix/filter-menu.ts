/**
 * Toolbar region: the Filters menu (`#filter-panel`), one fieldset of checkboxes per list
 * parameter (products, revisions, verdicts, basis, side, …), drawn when the filter script
 * loads (until then the menu says it is loading). The boxes are part of the form: their state
 * is read and written with the rest of it (./filter-url.ts).
 */
import { LIST_PARAMS, LIST_PARAM_NAMES } from '../../lib/matrix/filters.ts';
import { FILTER_LEGENDS, filterOptionLabel } from '../../lib/matrix/view.ts';
import { el } from '../dom.ts';

/** Replace the menu's placeholder with its checkboxes, unchecked (the URL's state is written after). */
export function drawFilterMenu(panel: HTMLElement): void {
  panel.replaceChildren(
    ...LIST_PARAM_NAMES.map((name) => {
      const fieldset = el('fieldset');
      fieldset.append(el('legend', FILTER_LEGENDS[name]));
      for (const value of LIST_PARAMS[name] as readonly string[]) {
        const input = el('input');
        input.type = 'checkbox';
        input.name = name;
        input.value = value;
        const label = el('label');
        label.append(input, ` ${filterOptionLabel(name, value)}`);
        fieldset.append(label);
      }
      return fieldset;
    }),
  );
}
