/** The site's base path, always ending in `/` (`/`, or `/repo/` for a GitHub Pages project site). */
export const BASE = import.meta.env.BASE_URL.replace(/\/?$/, '/');
