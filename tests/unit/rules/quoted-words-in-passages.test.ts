/** The examples of the rule quoted-words-in-passages (src/lib/rules/quoted-words-in-passages.ts), run against the valid fixture. */
import { quotedWordsInPassages } from '../../../src/lib/rules/quoted-words-in-passages.ts';
import { exampleTests } from './examples.ts';

exampleTests(quotedWordsInPassages);
