/** The examples of the rule dispute-settled-by-current-audit (src/lib/rules/dispute-settled-by-current-audit.ts), run against the valid fixture. */
import { disputeSettledByCurrentAudit } from '../../../src/lib/rules/dispute-settled-by-current-audit.ts';
import { exampleTests } from './examples.ts';

exampleTests(disputeSettledByCurrentAudit);
