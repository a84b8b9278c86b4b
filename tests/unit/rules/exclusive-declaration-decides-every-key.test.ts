/** The examples of the rule exclusive-declaration-decides-every-key (src/lib/rules/exclusive-declaration-decides-every-key.ts), run against the valid fixture. */
import { exclusiveDeclarationDecidesEveryKey } from '../../../src/lib/rules/exclusive-declaration-decides-every-key.ts';
import { exampleTests } from './examples.ts';

exampleTests(exclusiveDeclarationDecidesEveryKey);
