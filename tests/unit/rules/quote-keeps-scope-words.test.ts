/** The examples of the rule quote-keeps-scope-words (src/lib/rules/quote-keeps-scope-words.ts), run against the valid fixture. */
import { quoteKeepsScopeWords } from '../../../src/lib/rules/quote-keeps-scope-words.ts';
import { exampleTests } from './examples.ts';

exampleTests(quoteKeepsScopeWords);
