/** The examples of the rule disputed-cell-shows-both-sides (src/lib/rules/disputed-cell-shows-both-sides.ts), run against the valid fixture. */
import { disputedCellShowsBothSides } from '../../../src/lib/rules/disputed-cell-shows-both-sides.ts';
import { exampleTests } from './examples.ts';

exampleTests(disputedCellShowsBothSides);
