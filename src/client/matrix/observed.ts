/**
 * The drawer's "Observed on the wire" section: what the shipping client the cell's product is
 * sent and answered when the probe ran it, with the captured words, its provenance and whether
 * it agrees with the register's declared and implemented values. Beside the verdict, never in
 * it. Text only (textContent), never markup.
 */
import type { ProductId } from '../../lib/register/axes.ts';
import type { RowObservation } from '../../lib/observations/export.ts';
import { agreementLines, cellObservations, observedLine, provenanceWords, registerSide } from '../../lib/observations/view.ts';
import { OBSERVED_HEADING, OBSERVED_NOT_A_VERDICT } from '../../lib/observations/words.ts';
import { el } from '../dom.ts';

type Evidence = { field: string; quote: string; in: string; url: string; provenance?: { label: string } | undefined };

/** The register's own declared words, beside a disagreement. */
function registerWords(declared: string, evidence: readonly Evidence[]): HTMLElement {
  const p = el('p', undefined, 'disagreement');
  p.append(el('strong', '≠ What was observed on the wire disagrees with the register. '), `The register: declared ${declared}`);
  const quotes = evidence.filter((e) => e.field === 'declared');
  for (const e of quotes) {
    const a = el('a', e.in);
    a.href = e.url;
    p.append(' — ', el('q', e.quote), ' ', a);
    if (e.provenance) p.append(` (from ${e.provenance.label})`);
  }
  if (!quotes.length) p.append(' (no quote attached)');
  p.append('. The verdict stays the register’s.');
  return p;
}

export function observedSection(
  observations: readonly RowObservation[],
  product: ProductId,
  revision: string,
  register: { declared: string; evidence: readonly Evidence[] },
): Node[] {
  const shown = cellObservations(observations, product, revision);
  if (!shown.length) return [];
  const section = el('section', undefined, 'observed');
  const sides = shown.map((o) => registerSide(o.cell, product));
  const disagrees = sides.some((s) => s?.agreement === 'disagree');
  section.dataset.agreement = disagrees ? 'disagree' : sides.some((s) => s?.agreement === 'agree') ? 'agree' : 'none';
  section.append(el('h3', OBSERVED_HEADING), el('p', OBSERVED_NOT_A_VERDICT, 'muted'));
  if (disagrees) section.append(registerWords(register.declared, register.evidence));
  const ul = el('ul', undefined, 'observations');
  shown.forEach((o, i) => {
    const line = observedLine(o);
    const li = el('li');
    li.dataset.client = o.client;
    li.dataset.agreement = sides[i]?.agreement ?? 'none';
    const head = el('div');
    head.append(el('strong', line.label), `, ${line.where}: ${line.summary}`);
    if (line.bare) head.append(` (a bare ${line.bare}: {} is read as form only)`);
    head.append('.');
    const words = el('div');
    words.append('Captured: ', el('code', line.words), '.');
    for (const a of line.answers) words.append(` Asked ${a.question}: `, el('code', a.words), '.');
    li.append(head, words);
    const side = sides[i];
    if (side) for (const text of agreementLines(side)) li.append(el('div', text, 'observed-agreement'));
    const provenance = el('div', `Provenance: ${provenanceWords(o)}; `, 'provenance');
    const capture = el('a', 'the captured exchange');
    capture.href = o.cell.capture;
    provenance.append(capture, '.');
    li.append(provenance);
    ul.append(li);
  });
  section.append(ul);
  return [section];
}
