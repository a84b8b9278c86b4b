/** The examples of the rule spec-states-match-schema (src/lib/rules/spec-states-match-schema.ts), run against the valid fixture. */
import { specStatesMatchSchema } from '../../../src/lib/rules/spec-states-match-schema.ts';
import { exampleTests } from './examples.ts';

exampleTests(specStatesMatchSchema);
