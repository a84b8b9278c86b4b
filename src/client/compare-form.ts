/**
 * The compare form and the /revisions/compare/?from=…&to=… address both lead to the
 * static page of that pair, /revisions/compare/<from>...<to>/.
 */
import { REVISION_IDS, type RevisionId } from '../lib/register/axes.ts';
import { comparePath } from '../lib/views/revision.ts';

const form = document.getElementById('compare-form') as HTMLFormElement | null;
const known = (v: string | null): v is RevisionId => v !== null && REVISION_IDS.includes(v);
const base = form?.getAttribute('action') ?? '';

/** A pair opens its comparison; From = To opens that revision's own page (what it defines and changed). */
function go(from: string | null, to: string | null) {
  if (!known(from) || !known(to)) return;
  if (from === to) location.assign(`${base.replace(/compare\/$/, '')}${from}/`);
  else location.assign(`${base}${comparePath(from, to)}`);
}
form?.addEventListener('submit', (e) => {
  e.preventDefault();
  const data = new FormData(form);
  go(data.get('from') as string | null, data.get('to') as string | null);
});
const params = new URLSearchParams(location.search);
if (form && location.pathname.endsWith('/revisions/compare/')) go(params.get('from'), params.get('to'));
