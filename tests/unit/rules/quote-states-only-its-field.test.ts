/** The examples of the rule quote-states-only-its-field (src/lib/rules/quote-states-only-its-field.ts), run against the valid fixture. */
import { quoteStatesOnlyItsField } from '../../../src/lib/rules/quote-states-only-its-field.ts';
import { exampleTests } from './examples.ts';

exampleTests(quoteStatesOnlyItsField);
