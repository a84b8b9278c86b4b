/** The examples of the rule modern-needs-2026-words (src/lib/rules/modern-needs-2026-words.ts), run against the valid fixture. */
import { modernNeeds2026Words } from '../../../src/lib/rules/modern-needs-2026-words.ts';
import { exampleTests } from './examples.ts';

exampleTests(modernNeeds2026Words);
