/**
 * A Vite plugin that serves Vite's dynamic-import preload helper from
 * `src/lib/publish/preload-helper.ts` instead of Vite's own (why: see that module). If a
 * Vite release renamed the helper's id, this plugin would stop matching and the matrix
 * page's byte budget in `npm test` would fail, pointing here.
 */
import type { Plugin } from 'vite';
import { preloadHelperSource, VITE_PRELOAD_HELPER_ID } from '../lib/publish/preload-helper.ts';

export function leanPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'register:lean-preload-helper',
    // Before Vite's import analysis, whose own load of the helper would otherwise win.
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        return id === VITE_PRELOAD_HELPER_ID ? preloadHelperSource(base) : null;
      },
    },
  };
}
