/** The rule "relay-facts-match-rows": Relay facts describe their row. */
import type { Rule } from './rule.ts';

export const relayFactsMatchRows: Rule = {
  id: 'relay-facts-match-rows',
  title: 'Relay facts describe their row',
  description:
    'A relay file (content/relays/) is named after its row, describes a row that exists, uses gates for a client row and upstream and hosts for a server row, gives each revision once and names rows that exist.',
  why: '“When a server asks during a call whose originating client declared roots, the daemon relays the request to that client’s roots” (CAP-02): a relay fact is about one row’s request and the row whose declaration gates it.',
  examples: {
    pass: {
      says: 'A gate names the row whose declaration it checks.',
      edits: [],
      excerpt: { file: 'relays/CAP-01.yaml', text: 'hostDeclares: CAP-01' },
    },
    fail: {
      says: 'A gate names a row that does not exist.',
      edits: [{ file: 'relays/CAP-01.yaml', find: 'hostDeclares: CAP-01', text: 'hostDeclares: CAP-77' }],
    },
  },
};
