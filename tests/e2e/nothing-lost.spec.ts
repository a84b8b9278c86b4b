/**
 * Nothing lost: every sentence of the register's and notes' plain text (content/text, in the
 * repository) appears on the page it belongs to. Every document in the folder is checked: each
 * register's header on the home page and each row on its page (registers/*.txt), each note on
 * its page (notes/<slug>.txt). Nothing is skipped: an empty folder fails.
 */
import { test, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from './content.ts';

const textDir = resolve(root, 'content/text');
const texts = (sub: string) =>
  existsSync(resolve(textDir, sub))
    ? readdirSync(resolve(textDir, sub))
        .filter((f) => f.endsWith('.txt'))
        .sort()
        .map((f) => ({ name: f, path: resolve(textDir, sub, f) }))
    : [];
const registers = texts('registers');
const notes = texts('notes');

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pageText(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return normalise(await page.locator('main').innerText());
}

function missingFrom(text: string, expected: readonly string[]): string[] {
  return expected.map(normalise).filter((s) => s && !text.includes(s));
}

const ROW_START = /^(?=[A-Z]+-\d{2,} )/m;

test('content/text holds the register and its notes', () => {
  expect(
    registers.map((r) => r.name),
    `no register text in ${textDir}/registers`,
  ).not.toEqual([]);
  expect(
    notes.map((n) => n.name),
    `no note text in ${textDir}/notes`,
  ).not.toEqual([]);
});

for (const register of registers) {
  const text = readFileSync(register.path, 'utf8');
  const [header = '', ...rowBlocks] = text.split(ROW_START);

  test(`the header of ${register.name} reaches the home page`, async ({ page }) => {
    const expected: string[] = [];
    for (const line of header.split('\n').slice(1)) {
      const field = /^([a-z-]+):\s+(.*)$/.exec(line);
      expected.push(field ? field[2]! : line);
    }
    expect(missingFrom(await pageText(page, '/'), expected)).toEqual([]);
  });

  for (const block of rowBlocks) {
    const [heading, ...lines] = block.trim().split('\n');
    const id = heading!.split(' ')[0]!;
    test(`every sentence of ${id} (${register.name}) is on its page`, async ({ page }) => {
      const expected = [heading!.slice(id.length + 1)];
      for (const line of lines.filter((l) => l.startsWith('• '))) {
        const bullet = line.slice(2);
        const cut = bullet.indexOf('. ');
        expected.push(cut === -1 ? bullet : bullet.slice(0, cut), cut === -1 ? '' : bullet.slice(cut + 2));
      }
      expect(missingFrom(await pageText(page, `/capabilities/${id.toLowerCase()}/`), expected)).toEqual([]);
    });
  }
}

for (const note of notes) {
  const slug = note.name.replace(/\.txt$/, '');
  test(`every line of the note ${slug} is on its page`, async ({ page }) => {
    const lines = readFileSync(note.path, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const expected: string[] = [];
    for (const line of lines) {
      if (line.includes(' · ')) {
        for (const pair of line.split(' · ')) expected.push(pair.slice(pair.indexOf(': ') + 2));
      } else {
        expected.push(line);
      }
    }
    expect(missingFrom(await pageText(page, `/idiosyncrasies/${slug}/`), expected)).toEqual([]);
  });
}
