/**
 * The site's content matches the text it was imported from: `npm run import -- --check` passes
 * for every document in content/text (the register and every note), on any clone: the text is
 * in the repository, so the check never skips.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { main, textDocuments, TEXT_DIR } from '../../../scripts/import/register.ts';
import { collectingIo } from '../../../scripts/lib/cli-io.ts';

const root = resolve(import.meta.dirname, '../../..');
const documents = textDocuments(resolve(root, 'content', TEXT_DIR));

test('content/text holds the register and at least one note', () => {
  assert.ok(documents.some((d) => d.kind === 'register'), 'no register text in content/text/registers');
  assert.ok(documents.some((d) => d.kind === 'note'), 'no note text in content/text/notes');
});

test('content/ is in sync with every document of content/text', () => {
  const io = collectingIo(root);
  const status = main(['--check'], io);
  const { stdout, stderr } = io.printed();
  assert.equal(status, 0, stdout + stderr);
  assert.match(stdout, new RegExp(`in sync: \\d+ file\\(s\\) match content/${TEXT_DIR}`));
});
