/**
 * The content check's problems on each content dir named on the command line, as JSON lines, from a
 * process of its own: a cold read, with no file's reading kept from before (read-memo.content.test.ts).
 * Usage: node cold-check.ts <root> <content dir>...
 */
import { checkContent } from '../../../src/lib/content/check.ts';
import { formatProblem } from '../../../src/lib/content/problems.ts';

const [root, ...dirs] = process.argv.slice(2);
if (root === undefined) throw new Error('usage: node cold-check.ts <root> <content dir>...');
for (const dir of dirs) console.log(JSON.stringify(checkContent(dir, root).problems.map(formatProblem)));
