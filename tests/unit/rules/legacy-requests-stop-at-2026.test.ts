/** The examples of the rule legacy-requests-stop-at-2026 (src/lib/rules/legacy-requests-stop-at-2026.ts), run against the valid fixture. */
import { legacyRequestsStopAt2026 } from '../../../src/lib/rules/legacy-requests-stop-at-2026.ts';
import { exampleTests } from './examples.ts';

exampleTests(legacyRequestsStopAt2026);
