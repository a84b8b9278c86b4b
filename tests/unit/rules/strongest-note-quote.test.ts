/** The examples of the rule strongest-note-quote (src/lib/rules/strongest-note-quote.ts), run against the valid fixture. */
import { strongestNoteQuote } from '../../../src/lib/rules/strongest-note-quote.ts';
import { exampleTests } from './examples.ts';

exampleTests(strongestNoteQuote);
