/** The examples of the rule other-sources-read (src/lib/rules/other-sources-read.ts), run against the valid fixture. */
import { otherSourcesRead } from '../../../src/lib/rules/other-sources-read.ts';
import { exampleTests } from './examples.ts';

exampleTests(otherSourcesRead);
