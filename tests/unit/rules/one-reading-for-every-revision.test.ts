/** The examples of the rule one-reading-for-every-revision (src/lib/rules/one-reading-for-every-revision.ts), run against the valid fixture. */
import { oneReadingForEveryRevision } from '../../../src/lib/rules/one-reading-for-every-revision.ts';
import { exampleTests } from './examples.ts';

exampleTests(oneReadingForEveryRevision);
