/** The examples of the rule sending-uses-strongest-words (src/lib/rules/sending-uses-strongest-words.ts), run against the valid fixture. */
import { sendingUsesStrongestWords } from '../../../src/lib/rules/sending-uses-strongest-words.ts';
import { exampleTests } from './examples.ts';

exampleTests(sendingUsesStrongestWords);
