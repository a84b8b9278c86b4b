/**
 * /how-sure/'s filters with JavaScript: the no-script links (one filter at a time, by :target
 * and /how-sure.css) combine instead, one value per dimension, kept in the query string
 * (`?product=goose&verdict=overclaim`); a second click on a value drops it. Only values the page
 * offers are read from the URL (src/lib/views/how-sure-filter.ts).
 */
import { FILTER_DIMENSIONS, choiceFromUrl, choiceQuery, matchesChoice, type FilterChoice } from '../lib/views/how-sure-filter.ts';

const nav = document.getElementById('how-sure-filters');
const filtered = document.getElementById('how-sure-filtered');
const status = document.getElementById('how-sure-filter-status');

if (nav && filtered && status) {
  nav.classList.add('scripted');
  filtered.classList.add('scripted');
  nav.querySelector('.filter-hint')?.remove();
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[data-dimension]')];
  const allowed = Object.fromEntries(
    FILTER_DIMENSIONS.map((d) => [d, links.filter((a) => a.dataset.dimension === d).map((a) => a.dataset.value ?? '')]),
  ) as Record<(typeof FILTER_DIMENSIONS)[number], string[]>;
  const statements = [...filtered.querySelectorAll<HTMLElement>('.carried-statements > li')];
  let choice: FilterChoice = choiceFromUrl(location.search, location.hash, allowed);

  const apply = () => {
    for (const a of links) {
      if (choice[a.dataset.dimension as keyof FilterChoice] === a.dataset.value) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
    for (const el of filtered.querySelectorAll<HTMLElement>('[data-product], [data-verdict], [data-basis]')) {
      el.hidden = !matchesChoice({ product: el.dataset.product, verdict: el.dataset.verdict, basis: el.dataset.basis }, choice);
    }
    // A statement whose every line is filtered out goes too (its own values matched only in different lines).
    for (const li of statements)
      if (!li.hidden && [...li.querySelectorAll<HTMLElement>('.covers > li')].every((l) => l.hidden)) li.hidden = true;
    // A group left empty says so.
    for (const group of filtered.querySelectorAll<HTMLElement>('.carried-statements')) {
      const note = group.parentElement?.querySelector<HTMLElement>('.empty-note');
      if (note) note.hidden = [...group.children].some((li) => !(li as HTMLElement).hidden);
    }
    const chosen = links.filter((a) => a.hasAttribute('aria-current'));
    const shown = statements.filter((li) => !li.hidden).length;
    // One filter: its figures, as without JavaScript; several: how many statements are left.
    const one = chosen.length === 1 ? filtered.querySelector(`.filter-status[data-for="${chosen[0]?.hash.slice(1) ?? ''}"]`) : null;
    status.textContent = !chosen.length
      ? ''
      : `${one?.textContent?.trim() ?? `Only ${chosen.map((a) => a.textContent?.trim()).join(', ')}.`} Showing ${shown} of ${statements.length} statements.`;
  };

  nav.addEventListener('click', (e) => {
    const a = e.target instanceof Element ? e.target.closest('a') : null;
    if (!a) return;
    const dimension = a.dataset.dimension as keyof FilterChoice | undefined;
    if (dimension) {
      choice = { ...choice, [dimension]: choice[dimension] === a.dataset.value ? undefined : a.dataset.value };
      if (choice[dimension] === undefined) delete choice[dimension];
    } else if (a.classList.contains('filter-clear')) choice = {};
    else return;
    e.preventDefault();
    history.replaceState(null, '', `${location.pathname}${choiceQuery(choice)}`);
    apply();
  });
  apply();
}
