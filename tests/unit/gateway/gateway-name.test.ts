/**
 * The gateway is named by content, not by code: with a products list whose gateway is named “relay-x”, every
 * sentence of the chains (link titles and says, summaries, reasons), the tables the pages print (verdicts,
 * precedence, breaks, fallbacks, groups, link names), the audit list, the badges, the schema's title and the
 * product page's link say “relay-x”, and none says the name content gives the gateway today.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY, REVISION_IDS, getProduct } from '../../../src/lib/register/axes.ts';
import { rowSchema, type ProductFacts, type Row } from '../../../src/lib/register/schema.ts';
import { buildMatrix } from '../../../src/lib/matrix/build.ts';
import { fallbackKinds, relayFileSchema, type RelayFile } from '../../../src/lib/gateway/schema.ts';
import { breakKinds, chainPrecedence, chainVerdicts, gatewayName, type Chain } from '../../../src/lib/gateway/chain.ts';
import { allCombinations, auditNext, gatewayHosts } from '../../../src/lib/gateway/gateway.ts';
import { chainGroups, chainTile, groupChains, linkStatusLabel, productGatewayLink } from '../../../src/lib/gateway/view.ts';
import { gatewayJsonSchema } from '../../../src/lib/gateway/export.ts';
import { chainBadge, chainLabel, chainSentence } from '../../../src/lib/publish/chain-badges.ts';
import { mustAt } from '../../../src/lib/lookup/must.ts';

const NAME = 'relay-x';
/** The name content gives the gateway: the words must not fall back to it. */
const CONTENT_NAME = getProduct(GATEWAY).name;
/** The broker's command is spelt with the product's id (a command line's word, not its name): it may stay. */
const BROKER_COMMAND = `(${GATEWAY} elicit)`;
const HOST = mustAt(gatewayHosts(), 0, 'gateway host');
const said = (value: string, quote = 'the fixture says so') => ({ value, evidence: [{ in: 'observation', quote }] });
const yesAt = (revisions: readonly string[]) => Object.fromEntries(revisions.map((r) => [r, said('yes', `speaks ${r}`)]));

const facts = [
  {
    id: GATEWAY,
    name: NAME,
    roles: [{ in: 'register:capabilities', quote: 'both roles' }],
    speaks: {
      client: yesAt(REVISION_IDS),
      // The oldest revision not served: link 2 then says the gateway does not serve it.
      server: { [REVISION_IDS[0]]: said('no', 'does not serve the oldest'), ...yesAt(REVISION_IDS.slice(1)) },
    },
  },
  { id: HOST, roles: [{ in: 'register:capabilities', quote: 'a client' }], speaks: { client: yesAt(REVISION_IDS) } },
] as ProductFacts[];

/** A fixture row defined at every revision, with the gateway's and the host's observations. */
function row(id: string, side: 'client' | 'server', gateway: unknown, host?: unknown): Row {
  const defined = { state: 'defined', evidence: [{ in: 'what', quote: 'defined here' }] };
  return rowSchema.parse({
    id,
    title: `fixture ${id}`,
    register: 'capabilities',
    side,
    audit: { status: 'current', product: GATEWAY, commit: 'abc1234', label: `${GATEWAY} @ abc1234` },
    value: { sign: '+', text: 'x' },
    effort: { size: 'S', text: 'x' },
    risk: { level: 'low', text: 'x' },
    spec: Object.fromEntries(REVISION_IDS.map((r) => [r, defined])),
    products: { [GATEWAY]: [gateway], ...(host ? { [HOST]: [host] } : {}) },
  });
}
const obs = (declared: unknown, implemented: unknown, extra: Record<string, unknown> = {}) => ({
  revisions: REVISION_IDS,
  declared,
  implemented,
  ...extra,
});
const honest = obs(said('yes'), said('yes'));
const hostAbsent = obs(said('no'), said('no'));
const gates = (forwards: unknown, does: string, when?: unknown) => ({
  gates: [{ revisions: REVISION_IDS, forwards, ...(when ? { when } : {}), otherwise: [{ does: said(does) }] }],
});

// Every way a chain's words name the gateway, the broker left out (its command is the product's id).
const rows = [
  row('CAP-90', 'client', honest, hostAbsent),
  row('CAP-92', 'client', honest, honest),
  row('CAP-93', 'client', honest, honest),
  row('CAP-94', 'client', honest, honest),
  row('CAP-95', 'server', honest, obs('unknown', 'unknown', { uses: said('yes') })),
  row('CAP-96', 'server', obs(said('no'), said('no')), obs('unknown', 'unknown', { uses: said('yes') })),
  row('CAP-97', 'server', honest),
];
const relays = [
  { row: 'CAP-90', ...gates(said('conditional'), 'configured-roots', { hostDeclares: 'CAP-90', text: 'the host declared it' }) },
  { row: 'CAP-92', ...gates(said('never'), 'refuse') },
  { row: 'CAP-93', ...gates('unknown', 'strip') },
  { row: 'CAP-94', ...gates(said('always'), 'none') },
  { row: 'CAP-95', upstream: [{ revisions: REVISION_IDS, reaches: said('own') }] },
  { row: 'CAP-96', upstream: [{ revisions: REVISION_IDS, reaches: said('no') }] },
  { row: 'CAP-97', upstream: [] },
].map((r) => relayFileSchema.parse(r)) as RelayFile[];

const combos = allCombinations({ matrix: buildMatrix(rows, { products: facts }), rows, relays, products: facts });
const chains: Chain[] = combos.flatMap((c) => c.chains);
const chainWords = chains.flatMap((c) => [c.summary, c.reason, ...c.links.flatMap((l) => [l.title, l.says, l.notCounted ?? ''])]);

/** No text names the gateway as content does (the broker's command aside), and some name the fixture's: texts naming no gateway prove nothing. */
function assertNamesOnlyTheFixture(texts: readonly string[], what: string): void {
  const leaked = [...new Set(texts.filter((t) => t.replaceAll(BROKER_COMMAND, '').includes(CONTENT_NAME)))];
  assert.deepEqual(leaked, [], `${what} name the gateway by content's name, not the products'`);
  assert.ok(
    texts.some((t) => t.includes(NAME)),
    `${what} name the fixture's gateway somewhere`,
  );
}

test('the fixture names the gateway otherwise than content, and the chain reads that name from its products', () => {
  assert.notEqual(CONTENT_NAME, NAME);
  assert.ok(!NAME.includes(CONTENT_NAME) && !CONTENT_NAME.includes(NAME));
  assert.equal(gatewayName(facts), NAME);
  assert.equal(gatewayName(), CONTENT_NAME);
});

test('every sentence of every chain names the gateway by the products’ name', () => {
  assertNamesOnlyTheFixture(chainWords, 'chain sentences');
  const at = (row: string) => chains.find((c) => c.row === row && c.host === HOST && c.hostRevision === REVISION_IDS.at(-1))!;
  assert.equal(at('CAP-90').summary, `works via ${NAME}: ${NAME} answers from its configured roots`);
  assert.match(at('CAP-90').reason, new RegExp(`^Link 2 decides: ${NAME} does not forward the request to the host`));
  assert.equal(at('CAP-92').summary, `breaks at link 2: gated off by ${NAME} (${NAME} refuses it)`);
  assert.equal(at('CAP-93').links[1].says, `no sentence says when ${NAME} forwards it to a host; otherwise ${NAME} strips it`);
  assert.equal(at('CAP-94').links[1].says, `${NAME} forwards it to every host`);
  assert.equal(at('CAP-95').links[0].says, `${NAME} serves it from its own surface`);
  assert.equal(at('CAP-96').summary, `breaks at link 1: the upstream’s side does not reach ${NAME}`);
  assert.equal(at('CAP-97').links[0].says, `no sentence says whether the upstream’s side reaches ${NAME}`);
  const unserved = chains.find((c) => c.row === 'CAP-94' && c.hostRevision === REVISION_IDS[0])!;
  assert.equal(unserved.links[1].title, `${NAME} → ${getProduct(unserved.host).name} at ${REVISION_IDS[0]}`);
  assert.equal(unserved.links[1].says, `${NAME} does not serve ${REVISION_IDS[0]} to hosts`);
  assert.equal(unserved.links[0].title, `${NAME} ↔ upstream at ${unserved.upstreamRevision}`);
});

test('the tables the pages print, the audit list, the badges, the schema and the product link name the gateway given', () => {
  const tables = [
    ...chainVerdicts(NAME).flatMap((v) => [v.label, v.plain]),
    ...chainPrecedence(NAME).map((p) => p.when),
    ...breakKinds(NAME).map((b) => b.words),
    ...fallbackKinds(NAME).map((f) => f.words),
    ...chainGroups(NAME).map((g) => g.heading),
    ...(['pass', 'break', 'unknown', 'out-of-revision', 'withheld'] as const).map((s) => linkStatusLabel(s, NAME)),
  ];
  assertNamesOnlyTheFixture(tables, 'the word tables');
  assert.equal(fallbackKinds(NAME).find((f) => f.id === 'broker')?.words, `${NAME}’s broker ${BROKER_COMMAND} answers`);
  const fallback = chains.find((c) => c.verdict === 'fallback')!;
  assert.equal(chainTile(fallback, NAME).label, `works via ${NAME}`);
  const pages = [
    ...groupChains(chains, 'client', NAME).map((g) => g.heading),
    ...auditNext(combos, 50, NAME).map((a) => a.what),
    ...chains.slice(0, 20).flatMap((c) => [chainLabel(c, NAME), chainSentence(c, NAME), chainBadge(c, NAME)]),
    (gatewayJsonSchema(NAME) as { title: string }).title,
    productGatewayLink(GATEWAY, facts, '/')!.text,
    productGatewayLink(HOST, facts, '/')!.text,
  ];
  assertNamesOnlyTheFixture(pages, 'the page words');
  assert.equal(productGatewayLink(GATEWAY, facts, '/')!.text.split(':')[0], `Through ${NAME}`);
});
