/**
 * `npm run check-site [-- <dist>]`: quality gates over the built site. Every internal
 * link and fragment resolves, external links carry rel="noopener", and every page is
 * valid HTML (html-validate's standard rules); no HTML, SVG or XML file has a script from
 * elsewhere, a javascript:/data: URL or an event-handler attribute, and nothing in them or in a
 * stylesheet is fetched from another origin (only links a reader clicks may point elsewhere).
 * Exits 1 listing each problem.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { HtmlValidate } from 'html-validate';
import {
  HTML_VALIDATE_CONFIG,
  MARKUP_FILE,
  checkInlineCode,
  checkOtherOriginFetches,
  checkSiteLinks,
  checkUnsafeMarkup,
  formatLinkProblem,
} from './lib/dist-check.ts';
import { siteOrigin } from '../src/lib/publish/site-config.ts';

const dist = resolve(process.argv[2] ?? 'dist');
const base = (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/');
const all = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => statSync(join(dist, f)).isFile());
const files = new Set(all.map((f) => `/${f.split('\\').join('/')}`));
const pages = new Map(
  all.filter((f) => f.endsWith('.html')).map((f) => [`/${f.split('\\').join('/')}`, readFileSync(join(dist, f), 'utf8')] as const),
);

// Every markup file (HTML, SVG, XML), not only pages: an SVG or feed can carry script too.
const markup = new Map(
  all.filter((f) => MARKUP_FILE.test(f)).map((f) => [`/${f.split('\\').join('/')}`, readFileSync(join(dist, f), 'utf8')] as const),
);

// Stylesheets too, for url() and @import to another origin.
const stylesheets = new Map(
  all.filter((f) => f.endsWith('.css')).map((f) => [`/${f.split('\\').join('/')}`, readFileSync(join(dist, f), 'utf8')] as const),
);

const problems: string[] = [];
for (const p of [
  ...checkSiteLinks({ files, pages }, base),
  ...checkInlineCode(pages),
  ...checkUnsafeMarkup(markup, base, siteOrigin()),
  ...checkOtherOriginFetches(new Map([...markup, ...stylesheets]), base, siteOrigin()),
]) {
  problems.push(formatLinkProblem(p));
}

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
for (const page of pages.keys()) {
  const report = await validator.validateFile(join(dist, page));
  for (const result of report.results)
    for (const m of result.messages)
      problems.push(`${relative(process.cwd(), result.filePath)}:${m.line}:${m.column}: ${m.ruleId}: ${m.message}`);
}

if (problems.length) {
  console.error(`Site check failed: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(
  `Site check passed: ${pages.size} pages, ${files.size} files; every internal link and fragment resolves; no inline script or style; in ${markup.size} HTML/SVG/XML files no off-site script, javascript:/data: URL or event handler; nothing in them or in ${stylesheets.size} stylesheets fetched from another origin; valid HTML.`,
);
