/** The examples of the rule peer-use-quoted-as-uses (src/lib/rules/peer-use-quoted-as-uses.ts), run against the valid fixture. */
import { peerUseQuotedAsUses } from '../../../src/lib/rules/peer-use-quoted-as-uses.ts';
import { exampleTests } from './examples.ts';

exampleTests(peerUseQuotedAsUses);
