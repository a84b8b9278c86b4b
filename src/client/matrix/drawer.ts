/**
 * The matrix's details drawer, loaded on first use: opening and closing it (focus moves in,
 * Escape or the close button returns it to the tile), its copy buttons, and its body: plain
 * words first, then the basis, note, evidence, what was observed on the wire, other sources, disputes, audit and the row's citations, from
 * the row's own JSON (/rows/<slug>.json). Text only (textContent), never markup.
 */
import {
  GATEWAY,
  getProduct,
  getVerdict,
  type ProductId,
  type RevisionId,
  type SpeaksState,
  type VerdictId,
} from '../../lib/register/axes.ts';
import type { MatrixExport } from '../../lib/matrix/export.ts';
import { correctionUrl } from '../../lib/views/links.ts';
import {
  DECLARED_PLAIN,
  PLAYS_PLAIN,
  SPEAKS_PLAIN,
  USES_PLAIN,
  WORKS_PLAIN,
  howSure,
  usesHeading,
  verdictLineMarks,
} from '../../lib/matrix/view.ts';
import { cellMarkdown } from '../../lib/publish/markdown-copy.ts';
import { el } from '../dom.ts';
import { drawerChainLink, type RowGateway } from '../../lib/gateway/links.ts';
import { otherSourcesSection } from './other-sources.ts';
import { observedSection } from './observed.ts';
import type { RowObservation } from '../../lib/observations/export.ts';
import type { SourceCredit } from '../../lib/sources/view.ts';
import { copyRoot } from './copy-root.ts';
import { part, partIn } from './parts.ts';
import { cellAt, specAt } from '../../lib/lookup/at.ts';
import { playsSide, verdictWhy } from '../../lib/register/verdict.ts';
import { evidenceByQuestion, placedEvidenceWords, type EvidenceGroup } from '../../lib/matrix/evidence-groups.ts';

type EvidenceLink = MatrixExport['rows'][number]['cells'][ProductId][RevisionId]['evidence'][number];
type RowJson = MatrixExport['rows'][number] & {
  /** Titles of the rows its cells quote, by id (src/pages/rows/[slug].json.ts). */
  rowTitles?: Record<string, string>;
  citations: { ref: string; quote: string | null; anchor: string; verified: string | null; products: ProductId[] }[];
  otherSourceCredits?: SourceCredit[];
  /** Per product, the other sources holding a record of it (src/pages/rows/[slug].json.ts). */
  otherSourceRecords?: Partial<Record<ProductId, string[]>>;
  /** The default host and revision, for a row with chains through mcpx (src/pages/rows/[slug].json.ts). */
  gateway?: RowGateway | null;
  /** What the probe observed of the row's key, one observed cell each (src/pages/rows/[slug].json.ts). */
  observations?: RowObservation[];
  /** Per product that plays the row's side, per revision, whether it speaks it, as the verdict read it (`rowSpeaks`). */
  speaks?: Partial<Record<ProductId, Partial<Record<RevisionId, SpeaksState>>>>;
};

function qa(question: string, answer: string | Node[]) {
  const div = el('div', undefined, 'qa');
  const dd = el('dd', typeof answer === 'string' ? answer : undefined);
  if (typeof answer !== 'string') dd.append(...answer);
  div.append(el('dt', question), dd);
  return div;
}

/** The deciding step's sentence, its middle linked to the legend's precedence, where every step is listed. */
function whyAnswer(base: string, why: ReturnType<typeof verdictWhy>): Node[] {
  const link = el('a', why.link);
  link.setAttribute('href', `${base}legend/#precedence`);
  return [document.createTextNode(`${why.before} `), link, document.createTextNode(` ${why.after}`)];
}

/** "How sure?": its one or two sentences, then the carrying words as a short list. */
function howSureAnswer(sure: ReturnType<typeof howSure>): Node[] {
  if (!sure.carrying.length) return [document.createTextNode(sure.summary)];
  const ul = el('ul', undefined, 'carrying');
  for (const c of sure.carrying) ul.append(el('li', c));
  return [document.createTextNode(sure.summary), ul];
}
function line(term: string, value: string | Node) {
  const p = el('p');
  p.append(el('strong', `${term}: `), value);
  return p;
}

/** Another audit's words on this cell (the entry's `contrary`): beside the evidence, with their provenance and link. */
function contrarySection(contrary: NonNullable<RowJson['cells'][ProductId][RevisionId]['contrary']>): Node[] {
  if (!contrary.length) return [];
  const ul = el('ul', undefined, 'contrary');
  for (const c of contrary) {
    const li = el('li');
    const a = el('a', c.in);
    a.href = c.url;
    li.append(
      `Another audit says ${c.field === 'speaks' ? 'whether it speaks this revision' : c.field}: ${c.value}, `,
      el('q', c.quote),
      ' ',
      a,
    );
    if (c.provenance) li.append(' ', el('span', `from ${c.provenance.label}`, 'provenance'));
    ul.append(li);
  }
  return [el('h3', 'Where another audit disagrees'), ul];
}

/**
 * A cell's quotes under the questions they answer (src/lib/matrix/evidence-groups.ts): per question a heading, then
 * each quote with where it is (a link that highlights it), the row it is written in when not this one, the revisions
 * carried words speak of, and the audit it speaks for.
 */
function evidenceGroups(groups: EvidenceGroup<EvidenceLink>[]): HTMLElement[] {
  return groups.flatMap((g) => {
    const ul = el('ul', undefined, 'evidence');
    ul.dataset.field = g.field;
    for (const item of g.items) {
      const e = item.entry;
      const li = el('li');
      // The link names where the words are; following it highlights them in their passage.
      const a = el('a', e.in);
      a.href = e.url;
      li.append(el('q', e.quote), ' ', a);
      const placed = placedEvidenceWords(item);
      if (placed) li.append(' ', el('span', placed, 'placed muted'));
      // Which audit the passage speaks for (src/lib/evidence/provenance.ts): “from the audit at 2a93f3f64 (…)”.
      if (e.provenance) li.append(' ', el('span', `from ${e.provenance.label}`, 'provenance'));
      ul.append(li);
    }
    return [el('h4', g.heading, 'evidence-question'), ul];
  });
}

/** A cell's `uses` quotes: the words, a link that highlights them in their passage, and the audit they speak for. */
function usesList(links: NonNullable<RowJson['cells'][ProductId][RevisionId]['uses']>): HTMLElement {
  const ul = el('ul', undefined, 'evidence uses');
  for (const e of links) {
    const li = el('li');
    const a = el('a', e.in);
    a.href = e.url;
    li.append(el('q', e.quote), ' ', a, e.scope === 'inferred' ? ' (the words name no revision: inferred)' : '');
    if (e.provenance) li.append(' ', el('span', `from ${e.provenance.label}`, 'provenance'));
    ul.append(li);
  }
  return ul;
}

const cache = new Map<string, Promise<RowJson>>();
function load(base: string, slug: string): Promise<RowJson> {
  let p = cache.get(slug);
  if (!p) cache.set(slug, (p = fetch(`${base}rows/${slug}.json`).then((r) => r.json() as Promise<RowJson>)));
  return p;
}

export interface DetailsTarget {
  base: string;
  slug: string;
  rowId: string;
  product: ProductId;
  revision: RevisionId;
  /** The verdict line already shown while the rest loads. */
  verdictLine: HTMLElement;
  fragment: string;
  issuesUrl: string | undefined;
}

async function renderDetails(t: DetailsTarget): Promise<Node[]> {
  const exported = await load(t.base, t.slug);
  const { rowId, product, revision, verdictLine } = t;
  const td = { id: t.fragment };
  const cell = cellAt(exported, product, revision);
  const v = getVerdict(cell.verdict);
  const dl = el('dl', undefined, 'plain-answers');
  dl.append(
    qa('Works?', WORKS_PLAIN[cell.implemented]),
    qa('Declared?', DECLARED_PLAIN[cell.declared]),
    qa('Is the declaration honest?', v.plain),
    // How sure before why: on a phone's sheet the answer and how sure it is fit the first screen.
    qa('How sure?', howSureAnswer(howSure(cell, getProduct(product).name, revision, exported.cells[product]))),
    qa(
      'Why this verdict?',
      whyAnswer(t.base, verdictWhy(cell.verdict, playsSide(exported.side, getProduct(product).roles), specAt(exported, revision))),
    ),
  );
  const out: Node[] = [verdictLine, dl, line('Declared', cell.declared), line('Implemented', cell.implemented)];
  if (cell.note) out.push(line('Note', cell.note));
  // Each quote under the question it answers, with the answer the cell gives where it has one.
  const speaks = exported.speaks?.[product]?.[revision];
  const grouped = (evidence: readonly EvidenceLink[]) =>
    evidenceByQuestion(evidence, {
      rowId,
      revision,
      rowTitles: exported.rowTitles ?? {},
      answers: {
        roles: PLAYS_PLAIN[`${playsSide(exported.side, getProduct(product).roles)}`],
        ...(speaks ? { speaks: SPEAKS_PLAIN[speaks] } : {}),
        declared: DECLARED_PLAIN[cell.declared],
        implemented: WORKS_PLAIN[cell.implemented],
        spec: specAt(exported, revision),
      },
    });
  if (cell.evidence.length) {
    out.push(el('h3', 'Evidence, by the question it answers'), ...evidenceGroups(grouped(cell.evidence)));
  } else if (cell.unusedEvidence?.length) {
    // The cell has words, only not for its verdict (an unknown cell's known half).
    out.push(el('p', 'The verdict rests on no quote: the words below give a value it does not use.', 'muted'));
  } else {
    out.push(el('p', 'No quote is attached to this cell yet; see the row’s observation and citations.', 'muted'));
  }
  // published-values-carry-words: the words of a known value the verdict does not rest on (an unknown cell's known half, an n/a cell's implemented).
  if (cell.unusedEvidence?.length) {
    out.push(
      el('h3', 'Not used by the verdict'),
      el('p', 'Words for a value this verdict does not rest on, shown so every value carries its quote.', 'muted'),
      ...evidenceGroups(grouped(cell.unusedEvidence)),
    );
  }
  out.push(...contrarySection(cell.contrary ?? []));
  // peer-use-quoted-as-uses: what the product does with a peer's capability (a client with a server row's), beside the verdict.
  if (cell.uses?.length) {
    out.push(
      el('h3', usesHeading(getProduct(product).name, exported.side, exported.title)),
      ...(cell.usesValue ? [el('p', USES_PLAIN[cell.usesValue])] : []),
      el('p', 'The register’s words on what this product does with the capability; they never change the verdict.', 'muted'),
      usesList(cell.uses),
    );
  }
  // What the shipping client did on the wire, beside the verdict (src/lib/observations/).
  out.push(...observedSection(exported.observations ?? [], product, revision, cell));
  out.push(
    ...otherSourcesSection(cell, exported.otherSourceCredits ?? [], `${t.base}sources/compare/`, {
      name: getProduct(product).name,
      recordedBy: exported.otherSourceRecords?.[product] ?? [],
    }),
  );
  for (const id of cell.disputes) {
    const a = el('a', 'Where the documents disagree on this cell');
    a.href = `${exported.url}#dispute-${id}`;
    const p = el('p');
    p.append('⚑ ', a);
    out.push(p);
  }
  out.push(line('Row audit', `${exported.audit.status}${exported.audit.commit ? ` at ${exported.audit.commit}` : ' (no commit named)'}`));
  out.push(line('Spec at this revision', specAt(exported, revision)));
  // Only the citations that speak of this cell's product (src/lib/citations/speaks-of.ts); the row page lists them all.
  const citations = exported.citations.filter((c) => c.products.includes(product));
  const elsewhere = exported.citations.length - citations.length;
  if (citations.length || elsewhere) out.push(el('h3', `Row citations about ${getProduct(product).name} or the specification`));
  if (elsewhere)
    out.push(
      el('p', `${elsewhere} more ${elsewhere === 1 ? 'citation is' : 'citations are'} about other products (on the row page).`, 'muted'),
    );
  if (citations.length) {
    const ul = el('ul', undefined, 'citations');
    for (const c of citations) {
      const li = el('li');
      const a = el('a');
      a.href = `${exported.url}#${c.anchor}`;
      a.append(el('code', c.ref));
      li.append(a);
      if (c.quote) li.append(' ', el('q', c.quote));
      if (c.verified) li.append(el('span', ` ${c.verified}`, 'citation-meta'));
      ul.append(li);
    }
    out.push(ul);
  }
  const open = el('a', `Open ${rowId} ${exported.title}`);
  open.href = `${exported.url}#${td.id}`;
  const links = el('p');
  links.append(open);
  // An mcpx cell is one link of a chain through the gateway: link to that chain (/gateway/).
  // The row's JSON carries the gateway only when the row has chains.
  const gw = exported.gateway;
  const chain =
    product === GATEWAY && gw
      ? drawerChainLink({ ...gw, hostName: getProduct(gw.host).name, rows: [rowId] }, rowId, exported.side, revision, t.base)
      : null;
  if (chain) {
    const through = el('a', chain.text);
    through.href = chain.href;
    links.append(' · ', through);
  }
  const correction = correctionUrl(t.issuesUrl, {
    row: rowId,
    title: exported.title,
    url: `${location.origin}${location.pathname}#${td.id}`,
    cell: { product, revision, verdict: cell.verdict },
    commit: exported.audit.commit ?? `${exported.audit.status}, no commit named`,
  });
  if (correction) {
    const propose = el('a', 'Propose a correction to this cell');
    propose.href = correction;
    propose.rel = 'noopener';
    links.append(' · ', propose);
  }
  out.push(links);
  return out;
}

const details = part('cell-details');
const detailsBody = part('cell-details-body');
const heading = part('cell-details-heading');
const copyStatus = part('cell-copy-status');
const base: string = siteBase(part('matrix-table'));
/** The site's base path, which MatrixView.astro writes on the table. */
function siteBase(table: HTMLElement): string {
  const value = table.dataset.base;
  if (value === undefined) throw new Error('The matrix table has no data-base: MatrixView.astro writes the site base there');
  return value;
}
const phone = matchMedia('(max-width: 37.49rem)');
let current: HTMLTableCellElement | undefined;

function close() {
  if (details.hidden) return;
  details.hidden = true;
  document.body.classList.remove('drawer-open');
  const cell = current;
  current?.classList.remove('current');
  current = undefined;
  cell?.querySelector('a')?.focus();
}

async function copy(fragment: string) {
  const url = `${new URL(copyRoot(base)).origin}${location.pathname}${location.search}#${fragment}`;
  try {
    await navigator.clipboard.writeText(url);
    copyStatus.textContent = 'Link copied.';
  } catch {
    copyStatus.textContent = url;
  }
}
part('drawer-close').addEventListener('click', close);
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && !details.hidden) {
    e.preventDefault();
    close();
  }
});
part('cell-copy').addEventListener('click', () => current && void copy(current.id));
part('row-copy').addEventListener('click', () => current?.parentElement && void copy(current.parentElement.id));

// Tab past the drawer's last control (or Shift+Tab before its heading) returns to the open tile, which stays the grid's Tab stop.
details.addEventListener('keydown', (e) => {
  if (e.key !== 'Tab' || !current) return;
  const controls = [...details.querySelectorAll<HTMLElement>('a[href], button:not([hidden]), [tabindex]')].filter(
    (c) => c.getClientRects().length > 0,
  );
  const edge = e.shiftKey ? heading : controls.at(-1);
  if (document.activeElement !== edge) return;
  e.preventDefault();
  current.querySelector('a')?.focus();
});

/** Open the drawer on a hydrated cell; `focus` moves focus into it (not for a pasted link). */
export async function openCell(td: HTMLTableCellElement, focus: boolean): Promise<void> {
  current?.classList.remove('current');
  current = td;
  td.classList.add('current');
  // The open tile becomes the grid's one Tab stop.
  const link = td.querySelector('a');
  if (link) {
    for (const a of td.closest('table')?.querySelectorAll<HTMLElement>('tbody a[tabindex="0"]') ?? []) a.tabIndex = -1;
    link.tabIndex = 0;
  }
  const tr = td.parentElement as HTMLTableRowElement;
  const rowId = partIn(tr, '.id').textContent ?? '';
  const product = td.dataset.p as ProductId;
  const revision = td.dataset.r as RevisionId;
  const v = getVerdict(td.dataset.v as VerdictId);
  details.hidden = false;
  document.body.classList.add('drawer-open');
  details.classList.remove('dock-left');
  copyStatus.textContent = '';
  // "Copy Markdown" (copied by src/client/copy-link.ts): the cell's badge linked to the cell, at the configured site URL.
  const markdownButton = document.getElementById('cell-copy-markdown');
  if (markdownButton) {
    markdownButton.dataset.copyText = cellMarkdown({
      root: copyRoot(base),
      rowId,
      slug: tr.id,
      product,
      revision,
      verdictLabel: v.id,
      fragment: td.id,
    });
  }
  heading.textContent = `${rowId}, ${getProduct(product).name}, ${revision} · ${tr.querySelector('.title')?.textContent ?? ''}`;
  const tile = el('span', v.symbol, 'tile');
  tile.setAttribute('aria-hidden', 'true');
  const verdictLine = el('p', undefined, 'drawer-verdict');
  verdictLine.dataset.v = v.id;
  // The verdict line says at once what qualifies it: a dispute over the cell, a product the register has not audited.
  const audited = (details.dataset.audited ?? '').split(' ').includes(product);
  verdictLine.append(
    tile,
    ' ',
    el('strong', v.plain),
    ` ${verdictLineMarks(v.label, { disputed: !!td.querySelector('.flag'), audited, productName: getProduct(product).name })}`,
  );
  // The row page's anchor for this cell: it works without JavaScript.
  const rowAnchor = document.getElementById('cell-row-anchor') as HTMLAnchorElement | null;
  if (rowAnchor) rowAnchor.href = `${base}capabilities/${tr.id}/#${td.id}`;
  detailsBody.replaceChildren(verdictLine, el('p', 'Loading the evidence…', 'muted'));
  // Keep the cell, its row label and column header in view beside (or above) the drawer (scrolling the
  // table's region too, where it scrolls). Where the drawer then lies over the cell, it docks on the other side.
  if (phone.matches) {
    tr.scrollIntoView({ block: 'start' });
    const cellBox = td.getBoundingClientRect();
    const sheetTop = details.getBoundingClientRect().top;
    if (cellBox.bottom > sheetTop - 8) window.scrollBy(0, cellBox.bottom - sheetTop + 8);
  } else {
    td.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (td.getBoundingClientRect().right > details.getBoundingClientRect().left) details.classList.add('dock-left');
  }
  if (focus) heading.focus();
  const out = await renderDetails({
    base,
    slug: tr.id,
    rowId,
    product,
    revision,
    verdictLine,
    fragment: td.id,
    issuesUrl: details.dataset.issuesUrl,
  });
  if (current === td) detailsBody.replaceChildren(...out);
}
