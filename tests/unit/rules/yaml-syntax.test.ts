/** The examples of the rule yaml-syntax (src/lib/rules/yaml-syntax.ts), run against the valid fixture. */
import { yamlSyntax } from '../../../src/lib/rules/yaml-syntax.ts';
import { exampleTests } from './examples.ts';

exampleTests(yamlSyntax);
