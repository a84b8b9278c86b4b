/** The examples of the rule out-of-revision-needs-sending-words (src/lib/rules/out-of-revision-needs-sending-words.ts), run against the valid fixture. */
import { outOfRevisionNeedsSendingWords } from '../../../src/lib/rules/out-of-revision-needs-sending-words.ts';
import { exampleTests } from './examples.ts';

exampleTests(outOfRevisionNeedsSendingWords);
