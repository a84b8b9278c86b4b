/** The examples of the rule relay-facts-match-rows (src/lib/rules/relay-facts-match-rows.ts), run against the valid fixture. */
import { relayFactsMatchRows } from '../../../src/lib/rules/relay-facts-match-rows.ts';
import { exampleTests } from './examples.ts';

exampleTests(relayFactsMatchRows);
