/**
 * Search over the site's Pagefind index, in the header box and on /search/. Typing in
 * the header shows the first results with a "show all" link; Enter opens /search/?q=…,
 * which runs the query and lists every result. Arrow keys move through results. Loaded by
 * search-start.ts on first use.
 * Results are written as text, never as markup; the query is only ever a text value.
 */
import { must } from '../lib/lookup/must.ts';
import { cellsNamed, excerptParts, parseCellsMeta } from '../lib/views/search-result.ts';
interface PagefindResult {
  data(): Promise<ResultData>;
}
interface ResultData {
  url: string;
  meta: { title?: string; cells?: string };
  excerpt: string;
}
interface Pagefind {
  options(o: { baseUrl: string }): Promise<void>;
  search(q: string): Promise<{ results: PagefindResult[] }>;
}

/** How many results the header box shows before its "show all" link. */
const PREVIEW = 8;

const header = document.querySelector<HTMLFormElement>('form.site-search');
const base = header?.dataset.base ?? '/';
let pagefind: Promise<Pagefind> | undefined;
const load = () =>
  (pagefind ??= import(/* @vite-ignore */ `${base}pagefind/pagefind.js`).then(async (m: Pagefind) => {
    await m.options({ baseUrl: base });
    return m;
  }));
const plural = (n: number) => `${n} result${n === 1 ? '' : 's'}`;

/** A result: its title link, its excerpt with the matched words marked, and the cells of a row the query names. */
function item(result: ResultData, query: string): HTMLLIElement {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = result.url;
  a.textContent = (result.meta.title ?? result.url).replace(/ · MCP capability register$/, '');
  const p = document.createElement('p');
  p.append(
    ...excerptParts(result.excerpt).map((part) => {
      if (!part.marked) return document.createTextNode(part.text);
      const mark = document.createElement('mark');
      mark.textContent = part.text;
      return mark;
    }),
  );
  li.append(a, p);
  const cells = cellsNamed(parseCellsMeta(result.meta.cells), query);
  if (cells.length) {
    const ul = document.createElement('ul');
    ul.className = 'result-cells';
    ul.setAttribute('aria-label', 'Cells the search names');
    ul.append(
      ...cells.map((c) => {
        const cli = document.createElement('li');
        cli.textContent = c;
        return cli;
      }),
    );
    li.append(ul);
  }
  return li;
}

/** Up/Down move between the input and the result links of `list`. */
function arrowKeys(input: HTMLInputElement, list: HTMLElement) {
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  const move = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const all = links();
    if (!all.length) return;
    const i = all.indexOf(document.activeElement as HTMLAnchorElement);
    e.preventDefault();
    if (e.key === 'ArrowDown') all[Math.min(i + 1, all.length - 1)]?.focus();
    else if (i <= 0) input.focus();
    else all[i - 1]?.focus();
  };
  input.addEventListener('keydown', move);
  list.addEventListener('keydown', move);
}

if (header) {
  const input = must(header.querySelector<HTMLInputElement>('input[type=search]'), 'search input in the header');
  const list = must(header.querySelector<HTMLUListElement>('#site-search-results'), '#site-search-results in the header');
  const status = must(header.querySelector<HTMLElement>('#site-search-status'), '#site-search-status in the header');
  let timer: number | undefined;
  let latest = 0;

  async function run(query: string) {
    const ticket = ++latest;
    if (!query) {
      list.hidden = true;
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    const search = await (await load()).search(query);
    const items = await Promise.all(search.results.slice(0, PREVIEW).map((r) => r.data()));
    if (ticket !== latest) return;
    const rows = items.map((r) => item(r, query));
    if (search.results.length > PREVIEW) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = `${base}search/?q=${encodeURIComponent(query)}`;
      a.textContent = `Show all ${plural(search.results.length)}`;
      li.className = 'show-all';
      li.append(a);
      rows.push(li);
    }
    list.replaceChildren(...rows);
    list.hidden = rows.length === 0;
    status.textContent = plural(search.results.length);
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => void run(input.value.trim()), 120);
  });
  // Loaded on the box's first focus (search-start.ts): fetch the index now, and run what was typed meanwhile.
  void load().catch(() => undefined);
  if (input.value.trim()) void run(input.value.trim());
  // Enter submits the form as usual: /search/?q=… runs the query and lists every result.
  arrowKeys(input, list);
  // Escape closes the results first; a second Escape clears the query.
  header.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    if (!list.hidden) {
      // (A search box clears itself on Escape: not while it closes the results.)
      e.preventDefault();
      list.hidden = true;
    } else {
      input.value = '';
      void run('');
    }
    input.focus();
  });
  // A click outside the box closes its results (typing or focusing the box again shows them).
  document.addEventListener('click', (e) => {
    if (!header.contains(e.target as Node)) list.hidden = true;
  });
  input.addEventListener('focus', () => {
    if (list.childElementCount && input.value.trim()) list.hidden = false;
  });
}

const page = document.getElementById('search-page') as HTMLFormElement | null;
if (page) {
  const input = must(page.querySelector<HTMLInputElement>('input[type=search]'), 'search input on /search/');
  const list = document.getElementById('search-page-results') as HTMLOListElement;
  const status = must(document.getElementById('search-page-status'), '#search-page-status');
  arrowKeys(input, list);
  async function runPage(query: string) {
    if (!query) {
      status.textContent = 'Type a word, a row id such as CAP-17, a product or a verdict.';
      list.replaceChildren();
      return;
    }
    status.textContent = 'Searching…';
    const search = await (await load()).search(query);
    const items = await Promise.all(search.results.map((r) => r.data()));
    list.replaceChildren(...items.map((r) => item(r, query)));
    status.textContent = `${plural(items.length)} for “${query}”`;
  }
  page.addEventListener('submit', (e) => {
    e.preventDefault();
    const q = input.value.trim();
    history.replaceState(null, '', `${location.pathname}${q ? `?q=${encodeURIComponent(q)}` : ''}`);
    void runPage(q);
  });
  const q = (new URLSearchParams(location.search).get('q') ?? '').trim().slice(0, 200);
  input.value = q;
  void runPage(q);
}

export {};
