/** The examples of the rule references-resolve (src/lib/rules/references-resolve.ts), run against the valid fixture. */
import { referencesResolve } from '../../../src/lib/rules/references-resolve.ts';
import { exampleTests } from './examples.ts';

exampleTests(referencesResolve);
