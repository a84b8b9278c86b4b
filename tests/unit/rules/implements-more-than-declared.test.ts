/** The examples of the rule implements-more-than-declared (src/lib/rules/implements-more-than-declared.ts), run against the valid fixture. */
import { implementsMoreThanDeclared } from '../../../src/lib/rules/implements-more-than-declared.ts';
import { exampleTests } from './examples.ts';

exampleTests(implementsMoreThanDeclared);
