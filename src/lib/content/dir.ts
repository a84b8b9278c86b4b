/**
 * Where the register content lives: `content/`, or `REGISTER_CONTENT_DIR` when set (the
 * tests build broken fixtures that way, and forks can keep content elsewhere).
 */
import { resolve } from 'node:path';

export function contentDir(): string {
  return resolve(process.env.REGISTER_CONTENT_DIR ?? 'content');
}
