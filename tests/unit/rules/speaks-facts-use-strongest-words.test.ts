/** The examples of the rule speaks-facts-use-strongest-words (src/lib/rules/speaks-facts-use-strongest-words.ts), run against the valid fixture. */
import { speaksFactsUseStrongestWords } from '../../../src/lib/rules/speaks-facts-use-strongest-words.ts';
import { exampleTests } from './examples.ts';

exampleTests(speaksFactsUseStrongestWords);
