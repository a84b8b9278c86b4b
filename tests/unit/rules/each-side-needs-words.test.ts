/** The examples of the rule each-side-needs-words (src/lib/rules/each-side-needs-words.ts), run against the valid fixture. */
import { eachSideNeedsWords } from '../../../src/lib/rules/each-side-needs-words.ts';
import { exampleTests } from './examples.ts';

exampleTests(eachSideNeedsWords);
