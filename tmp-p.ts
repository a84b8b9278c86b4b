import { readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { renderPng } from './scripts/build-images.ts';
import { badgeFiles } from './src/lib/badges.ts';
import { previewCards } from './src/lib/og-image.ts';
const ex = JSON.parse(readFileSync('dist/matrix.json', 'utf8'));
const rows = Array.from({ length: 300 }, (_, i) => ({ ...ex.rows[i % ex.rows.length], id: `CAP-${String(i + 1).padStart(2, '0')}` }));
const root = process.argv[2];
rmSync(root, { recursive: true, force: true });
let t = performance.now();
const files = badgeFiles(rows, (s) => s.toLowerCase());
console.log('gen', (performance.now() - t).toFixed(0));
t = performance.now();
const dirs = new Set();
for (const f of files) { const p = join(root, f.path); const d = dirname(p); if (!dirs.has(d)) { mkdirSync(d, { recursive: true }); dirs.add(d); } writeFileSync(p, f.svg); }
console.log('write', (performance.now() - t).toFixed(0));
t = performance.now();
const cards = previewCards(rows, (s) => s.toLowerCase());
let s1 = 0, s2 = 0;
for (const c of cards) { renderPng(c.svg); }
console.log('png', (performance.now() - t).toFixed(0), process.memoryUsage().rss / 1e6 | 0);
