/**
 * A Vite plugin that gives the browser bundle the content-defined axes as data: it replaces
 * `src/lib/register/axes-data.ts`, which reads the content folder in Node, with a module that
 * exports the part browser scripts read as JSON (revision ids and eras, product ids, names and roles),
 * so browser scripts carry a few hundred bytes and no reader of the disk. The server side of
 * the build keeps the real module.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { OTHER_SOURCES_DIR, PRODUCTS_FILE, REVISIONS_FILE, SOURCES_FILE, readAxes } from '../lib/content/axes.ts';
import { browserAxes } from '../lib/register/axes-data.ts';

export function axesModule(contentDir: string): Plugin {
  return {
    name: 'register:axes-module',
    enforce: 'pre',
    load: {
      filter: { id: /[\\/]src[\\/]lib[\\/]register[\\/]axes-data\.ts$/ },
      handler() {
        if (this.environment.config.consumer !== 'client') return null;
        for (const file of [REVISIONS_FILE, PRODUCTS_FILE, SOURCES_FILE]) this.addWatchFile(join(contentDir, file));
        const others = join(contentDir, OTHER_SOURCES_DIR);
        if (existsSync(others))
          for (const name of readdirSync(others).filter((n) => n.endsWith('.yaml'))) this.addWatchFile(join(others, name));
        const { axes } = readAxes(contentDir);
        return `export const AXES = ${JSON.stringify(browserAxes(axes))};\n`;
      },
    },
  };
}
