import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clauseAround, isOnlyCitation, withoutCitations } from '../../../src/lib/evidence/clause-words.ts';

test('withoutCitations removes file citations, paths, line ranges and issue numbers, keeping the words', () => {
  assert.equal(
    withoutCitations(
      'modern extension acknowledges (internal/mcpserver/server.go:capabilities; internal/mcpserver/tasks.go:handleTask, handleModernTask)',
    ),
    'modern extension acknowledges',
  );
  assert.equal(
    withoutCitations('modern extension acknowledges (internal/mcpserver/server.go:capabilities'),
    'modern extension acknowledges',
  );
  assert.equal(withoutCitations('Declares both, to both eras (internal/mcpserver/server.go:1404-1417)'), 'Declares both, to both eras');
  assert.equal(withoutCitations('client polls task results (tasks.go:finishModernTask; #1554)'), 'client polls task results');
});

test('withoutCitations keeps words that are not citations (an extension id, a revision, a capability)', () => {
  assert.equal(withoutCitations('Core tasks capability is limited to 2025-11-25'), 'Core tasks capability is limited to 2025-11-25');
  assert.equal(withoutCitations('the io.modelcontextprotocol/tasks extension'), 'the io.modelcontextprotocol/tasks extension');
  assert.equal(withoutCitations('in 2026, servers declare it'), 'in 2026, servers declare it');
});

test('isOnlyCitation: a line range or a file reference says nothing of a product', () => {
  assert.equal(isOnlyCitation('1404-1417'), true);
  assert.equal(isOnlyCitation('internal/mcpserver/server.go:1404-1417'), true);
  assert.equal(isOnlyCitation('Declares both'), false);
});

test('clauseAround gives the clause a trimmed quote sits in, so its polarity is the clause’s', () => {
  const sentence = 'As a client of modern upstreams it never declares the extension.';
  assert.equal(clauseAround(sentence, 'declares the extension'), sentence);
  assert.equal(
    clauseAround(
      'Legacy cancel declared and terminal cancel rejected; modern extension acknowledges (server.go:capabilities).',
      'modern extension acknowledges',
    ),
    ' modern extension acknowledges (server.go:capabilities).',
  );
  assert.equal(clauseAround('Nothing here.', 'not in the sentence'), 'not in the sentence');
});
