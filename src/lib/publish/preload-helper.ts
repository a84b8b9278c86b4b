/**
 * The module that stands in for Vite's dynamic-import preload helper (`__vitePreload`) in
 * the browser bundle. Vite's own helper (about 0.9 KB gzip) is loaded by every page that
 * lazily imports a module, the matrix page included, and most of it handles cases this site
 * never has (relative bases, CSP nonces, a `vite:preloadError` event, old browsers without
 * `modulepreload`). This one keeps what the lazy modules need: each dependency a lazily
 * imported chunk lists is requested once, alongside the chunk itself (`modulepreload`
 * for scripts, a stylesheet that is waited for before the module runs), so opening the
 * drawer or the filters costs one round trip, not a waterfall. Measured by the matrix
 * page's byte budget (scripts/lib/budgets.ts).
 */

/** The helper module's source for a site served under `base` (absolute, ending in `/`). */
export function preloadHelperSource(base: string): string {
  if (!base.startsWith('/') || !base.endsWith('/')) {
    throw new Error(
      `preload helper: the base path must start and end with "/" (got ${JSON.stringify(base)}); set BASE_PATH like "/register/"`,
    );
  }
  // Plain JavaScript, minified by Vite with the rest of the bundle. `deps` are paths under
  // the base, as Vite lists them ("_astro/drawer.abc.js").
  return `const base = ${JSON.stringify(base)};
const seen = new Set();
export const __vitePreload = (load, deps) => {
  const styles = [];
  for (const dep of deps ?? []) {
    const href = base + dep;
    if (seen.has(href) || document.querySelector('link[href="' + href + '"]')) continue;
    seen.add(href);
    const link = document.createElement('link');
    link.href = href;
    if (href.endsWith('.css')) {
      link.rel = 'stylesheet';
      styles.push(new Promise((settle) => { link.addEventListener('load', settle); link.addEventListener('error', settle); }));
    } else {
      link.rel = 'modulepreload';
    }
    document.head.append(link);
  }
  return Promise.all(styles).then(load);
};
`;
}

/** The module id Vite gives its preload helper (rolldown's import analysis imports it by this id). */
export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
