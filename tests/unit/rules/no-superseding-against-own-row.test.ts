/** The examples of the rule no-superseding-against-own-row (src/lib/rules/no-superseding-against-own-row.ts), run against the valid fixture. */
import { noSupersedingAgainstOwnRow } from '../../../src/lib/rules/no-superseding-against-own-row.ts';
import { exampleTests } from './examples.ts';

exampleTests(noSupersedingAgainstOwnRow);
