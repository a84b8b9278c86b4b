/** The examples of the rule disputed-words-carry-dispute (src/lib/rules/disputed-words-carry-dispute.ts), run against the valid fixture. */
import { disputedWordsCarryDispute } from '../../../src/lib/rules/disputed-words-carry-dispute.ts';
import { exampleTests } from './examples.ts';

exampleTests(disputedWordsCarryDispute);
