/**
 * Toolbar region: the active filters as chips (each button removes its filter), the "Reset
 * filters" link (shown while a filter is active; it keeps the column grouping), and the empty
 * state when no row matches: each single removal that brings rows back, with how many it
 * shows, or a reset when none does.
 */
import {
  activeChips,
  parseFilters,
  relaxSuggestions,
  withoutChip,
  type FilterState,
  type Grouping,
  type RowFacts,
} from '../../lib/matrix/filters.ts';
import { chipLabel } from '../../lib/matrix/view.ts';
import { rowCount } from '../../lib/matrix/toolbar.ts';
import { el } from '../dom.ts';
import { part } from './parts.ts';

/** What the chips need of the toolbar: its state now, a way to show another, and the grouping. */
export interface ChipsToolbar {
  read(): FilterState;
  set(state: FilterState): void;
  grouping(): Grouping;
}

export interface Chips {
  /** Draw the chips of `state`, and the empty state when `matching` is 0. */
  render(state: FilterState, facts: readonly RowFacts[], matching: number): void;
}

export function chips(toolbar: ChipsToolbar): Chips {
  const chipList = part('filter-chips');
  const reset = part('matrix-reset');
  const empty = part('matrix-empty');
  /** No filter, in the grouping shown. */
  const cleared = () => parseFilters(toolbar.grouping() === 'revision' ? 'group=revision' : '');
  reset.addEventListener('click', (e) => {
    e.preventDefault();
    toolbar.set(cleared());
  });

  function renderChips(state: FilterState) {
    const active = activeChips(state);
    chipList.replaceChildren(
      ...active.map((chip) => {
        const li = el('li');
        const b = el('button', `${chipLabel(chip.param, chip.value)} ✕`, 'chip');
        b.type = 'button';
        b.setAttribute('aria-label', `Remove filter ${chipLabel(chip.param, chip.value)}`);
        b.addEventListener('click', () => toolbar.set(withoutChip(toolbar.read(), chip)));
        li.append(b);
        return li;
      }),
    );
    chipList.hidden = active.length === 0;
    reset.hidden = active.length === 0;
  }

  function renderEmpty(state: FilterState, facts: readonly RowFacts[]) {
    const suggestions = relaxSuggestions(facts, state);
    const p = el('p', 'No row matches these filters. ');
    if (suggestions.length) {
      p.append('Remove one of them:');
      const ul = el('ul');
      for (const s of suggestions) {
        const li = el('li');
        const b = el('button', `remove “${chipLabel(s.chip.param, s.chip.value)}”`);
        b.type = 'button';
        b.addEventListener('click', () => toolbar.set(withoutChip(toolbar.read(), s.chip)));
        li.append(b, ` shows ${rowCount(s.count)}`);
        ul.append(li);
      }
      empty.replaceChildren(p, ul);
    } else {
      const b = el('button', 'Reset all filters');
      b.type = 'button';
      b.addEventListener('click', () => toolbar.set(cleared()));
      p.append('No single change brings rows back. ', b);
      empty.replaceChildren(p);
    }
  }

  return {
    render(state, facts, matching) {
      empty.hidden = matching > 0;
      if (!matching) renderEmpty(state, facts);
      renderChips(state);
    },
  };
}
