/**
 * The drawer's "Other sources" section: what Apify's capture, the MCP clients page and canimcp
 * say of the cell, beside the register's own words, with the agreement mark, each fact linked to
 * its line, and each source's credit, licence and caveats. Never part of the verdict. Text only
 * (textContent), never markup.
 */
import type { MatrixExport } from '../../lib/matrix/export.ts';
import {
  agreementWords,
  cellSilenceWords,
  copyWords,
  fieldWords,
  revisionWords,
  saysWords,
  type SourceCredit,
} from '../../lib/sources/view.ts';
import { el } from '../dom.ts';

type Cell = MatrixExport['rows'][number]['cells'][string][string];

/** The links under the section: every disagreement, and the clients the register has not audited. */
function compareLine(compareUrl: string): HTMLElement {
  const compare = el('a', 'Every disagreement with other sources');
  compare.href = compareUrl;
  const line = el('p');
  line.append(compare);
  return line;
}

/**
 * `product`: the cell's product name and the ids of the sources holding a record of it (the row's
 * JSON, `otherSourceRecords`), so a cell no source speaks of says why instead of showing nothing.
 */
export function otherSourcesSection(
  cell: Cell,
  credits: readonly SourceCredit[],
  compareUrl: string,
  product?: { name: string; recordedBy: readonly string[] },
): Node[] {
  const others = cell.otherSources;
  if (!others || !others.statements.length) {
    if (!credits.length || !product) return [];
    const section = el('section', undefined, 'other-sources');
    section.dataset.agreement = 'none';
    const name = (id: string) => credits.find((c) => c.id === id)?.name ?? id;
    section.append(
      el('h3', 'Other sources'),
      el(
        'p',
        cellSilenceWords(
          product.name,
          product.recordedBy.map(name),
          credits.map((c) => c.name),
        ),
        'other-sources-silence',
      ),
      compareLine(compareUrl),
    );
    return [section];
  }
  const section = el('section', undefined, 'other-sources');
  section.dataset.agreement = others.agreement;
  section.append(el('h3', 'Other sources'));
  section.append(
    el('p', 'What other sources say of this cell. They never change the verdict: the register’s own documents decide it.', 'muted'),
  );
  if (others.agreement === 'disagree') {
    const p = el('p', undefined, 'disagreement');
    p.append(el('strong', '≠ Another source disagrees with the register. '), `The register: declared ${cell.declared}`);
    const declared = cell.evidence.filter((e) => e.field === 'declared');
    for (const e of declared) {
      const a = el('a', e.in);
      a.href = e.url;
      p.append(' — ', el('q', e.quote), ' ', a);
    }
    if (!declared.length) p.append(' (no quote attached)');
    p.append('.');
    section.append(p);
  }
  const ul = el('ul', undefined, 'source-statements');
  for (const s of others.statements) {
    const credit = credits.find((c) => c.id === s.source);
    const li = el('li');
    li.dataset.agreement = s.agreement;
    li.dataset.source = s.source;
    li.append(el('strong', credit?.name ?? s.source), ` (record “${s.record}”, ${s.label}; ${revisionWords(s.revision)}): ${saysWords(s)}`);
    s.fields.forEach((f, i) => {
      const a = el('a', `${fieldWords(f)} at ${f.place}`);
      a.href = f.url;
      a.rel = 'noopener';
      li.append(i ? ', ' : ' — ', a);
    });
    li.append(`. ${agreementWords(s.agreement)}: ${s.why}.`);
    li.append(copyWords(s, (id) => credits.find((c) => c.id === id)?.name ?? id));
    ul.append(li);
  }
  section.append(ul);
  section.append(compareLine(compareUrl));
  const shown = credits.filter((c) => others.statements.some((s) => s.source === c.id));
  const notes = el('details', undefined, 'source-credits');
  notes.append(el('summary', 'Credits, licences and caveats'));
  for (const c of shown) {
    const p = el('p', `${c.attribution} `);
    const licence = el('a', c.licence.name);
    licence.href = c.licence.url;
    licence.rel = 'noopener';
    p.append('Licence: ', licence, '.');
    notes.append(p);
    const caveats = el('ul');
    for (const text of c.caveats) caveats.append(el('li', text));
    notes.append(caveats);
  }
  // The credit lines stay visible without opening the details.
  section.append(el('p', `Credits: ${shown.map((c) => c.attribution).join(' · ')}`, 'source-credit'), notes);
  return [section];
}
