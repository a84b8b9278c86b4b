import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Resvg } from '@resvg/resvg-js';
import { escapeXml } from '../../../src/lib/publish/xml.ts';
import {
  BASES,
  PRODUCTS,
  REVISIONS,
  VERDICTS,
  getVerdict,
  type BasisId,
  type VerdictId,
  VERDICT_DETAILS,
} from '../../../src/lib/register/axes.ts';
import {
  badgeFiles,
  badgePath,
  cellBadge,
  cellSentence,
  observedByCell,
  observedText,
  fitText,
  rowBadge,
  stripBadge,
  textWidth,
  verdictText,
  type BadgeRow,
} from '../../../src/lib/publish/badges.ts';
import { RENDER_OPTIONS } from '../../../scripts/lib/render-images.ts';
import { cellAt } from '../../../src/lib/lookup/at.ts';
import type { ObservationExport } from '../../../src/lib/observations/export.ts';

/** A row whose cells run through every verdict and basis, with a title that needs escaping. */
function sampleRow(title = 'resources.subscribe & <friends> "quoted" \'too\''): BadgeRow {
  const cells: BadgeRow['cells'] = {};
  let i = 0;
  for (const p of PRODUCTS) {
    const byRevision: NonNullable<BadgeRow['cells'][string]> = {};
    cells[p.id] = byRevision;
    for (const r of REVISIONS) {
      byRevision[r.id] = { verdict: VERDICTS[i % VERDICTS.length]!.id, basis: BASES[i % BASES.length]!.id };
      i++;
    }
  }
  return { id: 'CAP-17', title, cells };
}

const titleOf = (svg: string) => svg.match(/<title>([^<]*)<\/title>/)![1]!;
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

test('a cell badge says the full sentence in its title and draws symbol and word in the verdict colours', () => {
  const row = sampleRow('resources.subscribe');
  const svg = cellBadge(row, 'mcpx', '2025-11-25', { verdict: 'overclaim', basis: 'stated' });
  assert.equal(titleOf(svg), 'CAP-17 resources.subscribe, mcpx, 2025-11-25: overclaim (stated)');
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" [^>]*role="img"/);
  const v = getVerdict('overclaim');
  assert.ok(svg.includes(`fill="${VERDICT_DETAILS.overclaim.light.bg}"`), 'verdict background from VERDICT_DETAILS');
  assert.ok(svg.includes(`fill="${VERDICT_DETAILS.overclaim.light.fg}"`), 'verdict foreground from VERDICT_DETAILS');
  assert.ok(svg.includes(`>${v.symbol} overclaim (stated)</text>`), 'symbol, word and basis drawn');
  assert.ok(svg.includes('>CAP-17 · mcpx · 2025-11-25</text>'));
});

test('a disputed cell’s badge says “disputed” in its drawn words and its title', () => {
  const row = sampleRow('t');
  const svg = cellBadge(row, 'mcpx', '2025-11-25', { verdict: 'overclaim', basis: 'inferred', disputes: ['d-1'] });
  assert.ok(svg.includes('>✗ overclaim (≈ inferred, disputed)</text>'));
  assert.equal(titleOf(svg), 'CAP-17 t, mcpx, 2025-11-25: overclaim (inferred, disputed)');
  const calm = cellBadge(row, 'mcpx', '2025-11-25', { verdict: 'overclaim', basis: 'inferred', disputes: [] });
  assert.doesNotMatch(calm, /disputed/);
});

test('an inferred cell shows the basis mark and word; an unknown basis says so', () => {
  const row = sampleRow('t');
  const inferred = cellBadge(row, 'opencode-v1', '2025-11-25', { verdict: 'honest', basis: 'inferred' });
  assert.ok(inferred.includes('>✓ honest (≈ inferred)</text>'));
  assert.equal(titleOf(inferred), 'CAP-17 t, opencode v1, 2025-11-25: honest (inferred)');
  const unknown = cellBadge(row, 'codex', '2024-11-05', { verdict: 'unknown', basis: 'unknown' });
  assert.equal(titleOf(unknown), 'CAP-17 t, Codex, 2024-11-05: unknown (basis unknown)');
});

test('titles and text escape XML; badges hold no script, foreign object or external reference', () => {
  const row = sampleRow();
  for (const svg of [cellBadge(row, 'mcpx', '2024-11-05', cellAt(row, 'mcpx', '2024-11-05')), stripBadge(row, 'goose'), rowBadge(row)]) {
    assert.ok(unescape(titleOf(svg)).startsWith(`CAP-17 ${sampleRow().title}`));
    assert.doesNotMatch(svg, /<script|foreignObject|href|url\(|@import|<style/i);
    assert.doesNotMatch(svg.replace(/xmlns="http:\/\/www.w3.org\/2000\/svg"/, ''), /https?:/);
    // resvg's parser is a strict XML parser: a malformed badge throws here.
    const image = new Resvg(svg, RENDER_OPTIONS).render();
    assert.ok(image.width > 0 && image.height > 0);
  }
});

test('a cell badge stays under 2 KB and is deterministic', () => {
  const row = sampleRow();
  for (const p of PRODUCTS)
    for (const r of REVISIONS) {
      const svg = cellBadge(row, p.id, r.id, cellAt(row, p.id, r.id));
      assert.ok(Buffer.byteLength(svg) < 2048, `${p.id} ${r.id}: ${Buffer.byteLength(svg)} bytes`);
      assert.equal(svg, cellBadge(sampleRow(), p.id, r.id, cellAt(row, p.id, r.id)));
    }
});

test('text lengths come from the width table and fit their boxes', () => {
  assert.equal(textWidth('', 11), 0);
  assert.ok(textWidth('mmm', 11) > textWidth('iii', 11));
  assert.equal(textWidth('CAP-17', 10), Math.round(100 * (0.698 + 0.684 + 0.603 + 0.454 + 0.636 + 0.636)) / 10);
  const svg = cellBadge(sampleRow('x'), 'mcpx', '2025-11-25', { verdict: 'out-of-revision', basis: 'inferred' });
  const [, width] = svg.match(/width="([\d.]+)"/)!;
  const texts = [...svg.matchAll(/<text x="([\d.]+)"[^>]*textLength="([\d.]+)"/g)].map((m) => Number(m[1]) + Number(m[2]));
  for (const end of texts) assert.ok(end < Number(width), `text ends at ${end}, badge is ${width} wide`);
  assert.equal(fitText('short', 11, 200), 'short');
  const cut = fitText('a very long row title that cannot fit', 11, 60);
  assert.ok(cut.endsWith('…') && textWidth(cut, 11) <= 60);
});

test('a strip shows every revision; the row badge every product and revision, each as symbol and word', () => {
  const row = sampleRow('t');
  const strip = stripBadge(row, 'mcpx');
  for (const r of REVISIONS) {
    assert.ok(strip.includes(`>${r.id}</text>`));
    assert.ok(strip.includes(`>${escapeXml(verdictText(cellAt(row, 'mcpx', r.id)))}</text>`));
  }
  assert.match(titleOf(strip), /^CAP-17 t, mcpx: 2024-11-05 [a-z-]+ \([a-z ]+\); /);
  const matrix = rowBadge(row);
  for (const p of PRODUCTS) {
    assert.ok(matrix.includes(`>${p.name}</text>`));
    for (const r of REVISIONS) assert.ok(titleOf(matrix).includes(`${r.id} ${getVerdict(cellAt(row, p.id, r.id).verdict).label} (`));
  }
  assert.equal((matrix.match(/<rect [^>]*stroke="#ffffff"/g) ?? []).length, PRODUCTS.length * REVISIONS.length);
});

test('every row gets a mini-matrix, a strip per product and a badge per cell, at the documented paths', () => {
  const files = badgeFiles([sampleRow('a'), { ...sampleRow('b'), id: 'CAP-18' }], (id) => id.toLowerCase());
  assert.equal(files.length, 2 * (1 + PRODUCTS.length * (1 + REVISIONS.length)));
  const paths = new Set(files.map((f) => f.path));
  assert.equal(paths.size, files.length);
  assert.ok(paths.has('badges/cap-17.svg') && paths.has('badges/cap-18/mcpx.svg') && paths.has('badges/cap-18/codex/2026-07-28.svg'));
  assert.equal(badgePath('cap-17', 'mcpx', '2025-11-25'), 'badges/cap-17/mcpx/2025-11-25.svg');
  const cell = files.find((f) => f.path === 'badges/cap-17/goose/2025-06-18.svg')!;
  assert.equal(titleOf(cell.svg), cellSentence(sampleRow('a'), 'goose', '2025-06-18', cellAt(sampleRow('a'), 'goose', '2025-06-18')));
});

test('every verdict and basis has a distinct drawn text (never colour alone)', () => {
  const seen = new Set<string>();
  for (const v of VERDICTS) for (const b of BASES) seen.add(verdictText({ verdict: v.id as VerdictId, basis: b.id as BasisId }));
  // stated and unknown bases draw differently (mark '?' vs none), so every pair is distinct.
  assert.equal(seen.size, VERDICTS.length * BASES.length);
});

/** An observation as `/matrix.json` carries it, with one cell beside the register's `product` at `revision` of CAP-17. */
function observation(version: string, date: string, summary: string, agreement: 'agree' | 'disagree' | 'none'): ObservationExport {
  const product = 'codex';
  return {
    client: 'codex',
    name: 'Codex CLI',
    package: '@openai/codex',
    version,
    date,
    platform: 'linux-x64',
    command: 'codex exec',
    offline: true,
    containment: { network: 'loopback only', home: 'throwaway', tmpdir: 'own', timeLimitSeconds: 150, requestTimeoutSeconds: 4 },
    file: `content/observations/codex@${version}.yaml`,
    url: `/observed/codex/#v${version}`,
    product: { ids: [product], because: ['package is "@openai/codex"'] },
    cells: [
      {
        row: 'CAP-17',
        revision: '2025-06-18',
        path: 'roots',
        declared: 'yes',
        pass: 'legacy',
        message: 'initialize',
        words: '"capabilities": {"roots":{}}',
        answers: [],
        summary,
        capture: `/observed/codex/#v${version}-legacy`,
        register: [
          {
            product,
            fragment: 'cap-17--codex--2025-06-18',
            verdict: 'honest',
            declared: 'yes',
            implemented: 'yes',
            agreement,
            declaredAgreement: { agreement, why: 'x' },
            implementedAgreement: { agreement: 'none', why: 'the probe asks nothing about this key' },
          },
        ],
      },
    ],
  };
}

test('a cell badge says what was observed on the wire beside the verdict, unchanged, and its title says it with its version and date', () => {
  const row = sampleRow('roots');
  const observed = observedByCell([observation('0.171.0', '2026-12-02', 'declared and answered', 'agree')]).get('CAP-17|codex|2025-06-18');
  assert.ok(observed);
  const plain = cellBadge(row, 'codex', '2025-06-18', { verdict: 'honest', basis: 'stated' });
  const svg = cellBadge(row, 'codex', '2025-06-18', { verdict: 'honest', basis: 'stated', observed });
  // The verdict is drawn as it was; the observation follows it.
  const texts = (s: string) => [...s.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]!));
  assert.deepEqual(texts(svg), [...texts(plain), 'observed: declared and answered']);
  assert.equal(
    titleOf(svg),
    `${titleOf(plain)}; observed on the wire: Codex CLI 0.171.0, recorded 2026-12-02: declared and answered (= agrees with the register)`,
  );
  assert.ok(Number(svg.match(/width="([\d.]+)"/)![1]) > Number(plain.match(/width="([\d.]+)"/)![1]), 'wider by the observation');
});

test('of several observations of a cell the newest is drawn, a disagreement marked; the title names each', () => {
  const observed = observedByCell([
    observation('0.170.0', '2026-11-01', 'not declared', 'agree'),
    observation('0.171.0', '2026-12-02', 'declared', 'disagree'),
  ]).get('CAP-17|codex|2025-06-18')!;
  assert.equal(observedText(observed), '≠ observed: declared (+1 more)');
  const title = unescape(titleOf(cellBadge(sampleRow('roots'), 'codex', '2025-06-18', { verdict: 'absent', basis: 'stated', observed })));
  assert.match(
    title,
    /; observed on the wire: Codex CLI 0\.171\.0, recorded 2026-12-02: declared \(≠ disagrees with the register\); Codex CLI 0\.170\.0, recorded 2026-11-01: not declared \(= agrees with the register\)$/,
  );
});

test('badgeFiles puts an observation on the badge of the cell it sits beside, and on no other', () => {
  const files = badgeFiles([sampleRow('a')], (id) => id.toLowerCase(), [observation('0.171.0', '2026-12-02', 'declared', 'agree')]);
  const observedBadges = files.filter((f) => f.svg.includes('observed on the wire')).map((f) => f.path);
  assert.deepEqual(observedBadges, ['badges/cap-17/codex/2025-06-18.svg']);
  assert.deepEqual(
    badgeFiles([sampleRow('a')], (id) => id.toLowerCase()).map((f) => f.path),
    files.map((f) => f.path),
  );
});
