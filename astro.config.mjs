// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { unified } from '@astrojs/markdown-remark';
import remarkGfm from 'remark-gfm';
import { contentDir } from './src/lib/content/dir.ts';
import { basePath, siteOrigin } from './src/lib/publish/site-config.ts';
import { remarkCrossReferences } from './src/lib/markdown/remark-cross-references.ts';
import { crossReferenceContext } from './src/lib/content/cross-reference-context.ts';
import { remarkSectionAnchors } from './src/lib/markdown/remark-section-anchors.ts';
import { remarkEmptySections } from './src/lib/markdown/remark-empty-sections.ts';
import { contentCheckOnChange } from './src/site/content-check.ts';
import { leanPreloadHelper } from './src/site/lean-preload.ts';
import { axesModule } from './src/site/axes-module.ts';
import { isKnownBuildWarning } from './src/lib/publish/known-build-warnings.ts';

// The site URL and base path come from the environment so forks can deploy elsewhere.
const site = siteOrigin();
const base = basePath();

export default defineConfig({
  site,
  base,
  // scripts/build.ts builds into a staging folder and swaps it in only on success.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // One cache per content folder, so building a fixture never reuses another folder's data store.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'never' },
  markdown: {
    // The unified pipeline runs remark-gfm and our own remark plugins (the default
    // Sätteri processor ignores remark plugins). SmartyPants stays off: the register's
    // straight quotes are part of its text and must not be curled.
    // Benchmark-only switch (scripts/bench.ts): REGISTER_MARKDOWN_PROCESSOR=satteri leaves
    // `processor` out, so Astro's default Sätteri processor renders Markdown and MDX, to compare
    // build times. Its output differs (no remark plugins, curled quotes): never deploy it.
    ...(process.env.REGISTER_MARKDOWN_PROCESSOR === 'satteri'
      ? {}
      : {
          processor: unified({
            remarkPlugins: [
              remarkGfm,
              [remarkCrossReferences, crossReferenceContext(contentDir(), base)],
              remarkEmptySections,
              remarkSectionAnchors,
            ],
            gfm: false,
            smartypants: false,
          }),
        }),
    syntaxHighlight: false,
  },
  // Never inline scripts: the Content-Security-Policy allows none (src/lib/publish/site-config.ts).
  // The lean preload helper keeps Vite's 0.9 KB helper off the matrix page's first load; the axes
  // module gives browser scripts the content's revisions and products as data, not the disk reader.
  // Warnings Astro's own output causes, tracked upstream, are left out of the build's output (known-build-warnings.ts).
  vite: {
    plugins: [leanPreloadHelper(), axesModule(contentDir())],
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        onwarn(warning, show) {
          if (!isKnownBuildWarning(warning)) show(warning);
        },
      },
    },
  },
  // Under `astro dev`, the content check runs after every change to content/ (terminal and error overlay).
  integrations: [mdx(), contentCheckOnChange(contentDir())],
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
});
