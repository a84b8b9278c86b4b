/** The examples of the rule input-requests-at-2026 (src/lib/rules/input-requests-at-2026.ts), run against the valid fixture. */
import { inputRequestsAt2026 } from '../../../src/lib/rules/input-requests-at-2026.ts';
import { exampleTests } from './examples.ts';

exampleTests(inputRequestsAt2026);
