/** The examples of the rule files-read (src/lib/rules/files-read.ts), run against the valid fixture. */
import { filesRead } from '../../../src/lib/rules/files-read.ts';
import { exampleTests } from './examples.ts';

exampleTests(filesRead);
