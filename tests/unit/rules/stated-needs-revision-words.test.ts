/** The examples of the rule stated-needs-revision-words (src/lib/rules/stated-needs-revision-words.ts), run against the valid fixture. */
import { statedNeedsRevisionWords } from '../../../src/lib/rules/stated-needs-revision-words.ts';
import { exampleTests } from './examples.ts';

exampleTests(statedNeedsRevisionWords);
