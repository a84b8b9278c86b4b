/**
 * The search box: queries the Pagefind index of the built site and lists matching pages
 * with their row id and title. Results are written as text, never as markup.
 */
interface PagefindResult {
  data(): Promise<{ url: string; meta: { title?: string }; excerpt: string }>;
}
interface Pagefind {
  options(o: { baseUrl: string }): Promise<void>;
  search(q: string): Promise<{ results: PagefindResult[] }>;
}

const form = document.querySelector<HTMLFormElement>('form.site-search');
if (form) {
  const base = form.dataset.base ?? '/';
  const input = form.querySelector<HTMLInputElement>('input[type=search]')!;
  const list = form.querySelector<HTMLUListElement>('#site-search-results')!;
  const status = form.querySelector<HTMLElement>('#site-search-status')!;
  let pagefind: Promise<Pagefind> | undefined;
  let timer: number | undefined;
  let latest = 0;

  const load = () =>
    (pagefind ??= import(/* @vite-ignore */ `${base}pagefind/pagefind.js`).then(async (m: Pagefind) => {
      await m.options({ baseUrl: base });
      return m;
    }));

  const plain = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

  async function run(query: string) {
    const ticket = ++latest;
    if (!query) {
      list.hidden = true;
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    const search = await (await load()).search(query);
    const items = await Promise.all(search.results.slice(0, 8).map((r) => r.data()));
    if (ticket !== latest) return;
    list.replaceChildren(
      ...items.map((item) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = item.url;
        a.textContent = (item.meta.title ?? item.url).replace(/ · MCP capability register$/, '');
        const p = document.createElement('p');
        p.textContent = plain(item.excerpt);
        li.append(a, p);
        return li;
      }),
    );
    list.hidden = items.length === 0;
    status.textContent = `${search.results.length} result${search.results.length === 1 ? '' : 's'}`;
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => void run(input.value.trim()), 120);
  });
  input.addEventListener('focus', () => void load().catch(() => undefined), { once: true });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void run(input.value.trim()).then(() => list.querySelector('a')?.focus());
  });
  form.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      input.value = '';
      void run('');
      input.focus();
    }
  });
}
