/** The examples of the rule same-side-words (src/lib/rules/same-side-words.ts), run against the valid fixture. */
import { sameSideWords } from '../../../src/lib/rules/same-side-words.ts';
import { exampleTests } from './examples.ts';

exampleTests(sameSideWords);
