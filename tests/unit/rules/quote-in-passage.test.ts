/** The examples of the rule quote-in-passage (src/lib/rules/quote-in-passage.ts), run against the valid fixture. */
import { quoteInPassage } from '../../../src/lib/rules/quote-in-passage.ts';
import { exampleTests } from './examples.ts';

exampleTests(quoteInPassage);
