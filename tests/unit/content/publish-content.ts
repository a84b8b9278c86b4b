/**
 * Prints what a content folder publishes (`publish` in author-changes.ts) as JSON: run in its own process with
 * REGISTER_CONTENT_DIR set to that folder, because the axes (products, revisions) are read once per process from
 * the content folder, as the build reads them, so a change that adds a product or a revision needs a fresh reader.
 */
import { publish } from './author-changes.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: publish-content.ts <content folder>');
const { problems, text } = publish(dir);
process.stdout.write(JSON.stringify({ problems, text }));
