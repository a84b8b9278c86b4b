/** The examples of the rule front-matter-schema (src/lib/rules/front-matter-schema.ts), run against the valid fixture. */
import { frontMatterSchema } from '../../../src/lib/rules/front-matter-schema.ts';
import { exampleTests } from './examples.ts';

exampleTests(frontMatterSchema);
