/**
 * Toolbar region: the state in the form and in the address. Reading the form (checkboxes,
 * grouping, "Find a row") into a FilterState, writing a state into it, recording a changed
 * state as a new history entry, and following the form's changes and Back / Forward. The URL
 * is parsed by src/lib/matrix/filters.ts; nothing from it is written into the page as markup.
 */
import { parseFilters, serializeFilters, type FilterState, type ListParam } from '../../lib/matrix/filters.ts';
import { fromRowFinder, watchRowFinder, writeRowFinder } from './row-finder.ts';

/** The state the address carries now. */
export function urlFilters(): FilterState {
  return parseFilters(location.search);
}

/** The state the form shows. */
export function readForm(form: HTMLFormElement): FilterState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value) params.append(name, value);
  return parseFilters(params.toString());
}

/** Make the form show `state`. */
export function writeForm(form: HTMLFormElement, state: FilterState): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
    const values: readonly string[] = state[input.name as ListParam];
    input.checked = values.includes(input.value);
  }
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name=group]')) input.checked = input.value === state.group;
  writeRowFinder(form, state.q);
}

/** Record `state` in the address as a new history entry when it differs from the address's; true when it did. */
export function recordState(state: FilterState): boolean {
  const query = serializeFilters(state);
  if (query === serializeFilters(urlFilters())) return false;
  history.pushState(null, '', `${location.pathname}${query}${location.hash}`);
  return true;
}

/** Follow the form (`update` after a change, a pause in typing or a submit) and Back / Forward (`show` the address's state). */
export function followForm(form: HTMLFormElement, update: () => void, show: (state: FilterState) => void): void {
  form.addEventListener('change', (e) => {
    if (!fromRowFinder(e)) update();
  });
  watchRowFinder(form, update);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    update();
  });
  window.addEventListener('popstate', () => {
    const state = urlFilters();
    writeForm(form, state);
    show(state);
  });
}
