/**
 * An Astro integration for `npm run dev`: runs the content check once at start and again
 * after every change under content/, printing its findings in the terminal and showing them
 * in the browser in Vite's error overlay (cleared once the content is clean again). What to
 * show is decided by `devContentReport` (src/lib/content/dev-report.ts, unit-tested).
 */
import type { AstroIntegration } from 'astro';
import { relative, resolve } from 'node:path';
import { checkContent } from '../lib/content/check.ts';
import { DEV_PLUGIN_NAME, devContentReport, isContentFile, type OverlayError } from '../lib/content/dev-report.ts';

export function contentCheckOnChange(contentDir: string): AstroIntegration {
  return {
    name: DEV_PLUGIN_NAME,
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const root = process.cwd();
        const dir = resolve(contentDir);
        let last: OverlayError | null = null;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const run = (changed: string | null) => {
          const started = performance.now();
          let report;
          try {
            report = devContentReport(checkContent(dir, root).problems, changed, root);
          } catch (error) {
            logger.error(`content check could not run: ${(error as Error).message}`);
            return;
          }
          const ms = Math.round(performance.now() - started);
          if (report.overlay) {
            for (const line of report.lines) logger.error(line);
            logger.info(`(content check took ${ms} ms)`);
            server.ws.send({ type: 'error', err: report.overlay });
          } else {
            logger.info(`${report.lines[0]} (${ms} ms)`);
            // The overlay closes on a reload; the page shows the content as it now is.
            if (last) server.ws.send({ type: 'full-reload' });
          }
          last = report.overlay;
        };
        // A page opened (or reloaded) after the check ran still gets its findings.
        server.ws.on('connection', () => {
          if (last) server.ws.send({ type: 'error', err: last });
        });
        server.watcher.add(dir);
        server.watcher.on('all', (_event, path) => {
          const changed = relative(root, path);
          if (!isContentFile(changed, relative(root, dir))) return;
          // Editors save in bursts (write, rename, touch): check once per burst.
          clearTimeout(timer);
          timer = setTimeout(() => run(changed), 150);
        });
        run(null);
      },
    },
  };
}
