/** The examples of the rule one-audit-per-cell (src/lib/rules/one-audit-per-cell.ts), run against the valid fixture. */
import { oneAuditPerCell } from '../../../src/lib/rules/one-audit-per-cell.ts';
import { exampleTests } from './examples.ts';

exampleTests(oneAuditPerCell);
