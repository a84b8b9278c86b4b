/** The examples of the rule words-reach-only-their-passage (src/lib/rules/words-reach-only-their-passage.ts), run against the valid fixture. */
import { wordsReachOnlyTheirPassage } from '../../../src/lib/rules/words-reach-only-their-passage.ts';
import { exampleTests } from './examples.ts';

exampleTests(wordsReachOnlyTheirPassage);
