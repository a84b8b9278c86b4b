/** The examples of the rule contrary-words-need-dispute (src/lib/rules/contrary-words-need-dispute.ts), run against the valid fixture. */
import { contraryWordsNeedDispute } from '../../../src/lib/rules/contrary-words-need-dispute.ts';
import { exampleTests } from './examples.ts';

exampleTests(contraryWordsNeedDispute);
