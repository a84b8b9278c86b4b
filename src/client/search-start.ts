/**
 * Loads the site search (search.ts) on first use: when the header box gets focus, or at once
 * on /search/. Every page carries this stub instead of the search code itself.
 */
const start = () => import('./search.ts');
if (document.getElementById('search-page')) void start();
else document.getElementById('site-search-input')?.addEventListener('focus', () => void start(), { once: true });
