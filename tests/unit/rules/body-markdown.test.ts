/** The examples of the rule body-markdown (src/lib/rules/body-markdown.ts), run against the valid fixture. */
import { bodyMarkdown } from '../../../src/lib/rules/body-markdown.ts';
import { exampleTests } from './examples.ts';

exampleTests(bodyMarkdown);
