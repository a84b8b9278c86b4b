/**
 * Runs before `npm start`, `npm run build` and `npm test`: stop with a clear message when
 * the Node running the scripts is too old (the pinned Node was not installed for this
 * platform), instead of failing later inside Astro. Plain JavaScript, so any Node runs it.
 */
import { nodeRuntimeProblem } from './lib/node-runtime.mjs';

const problem = nodeRuntimeProblem(process.versions.node, process.platform, process.arch);
if (problem) {
  console.error(problem);
  process.exit(1);
}
