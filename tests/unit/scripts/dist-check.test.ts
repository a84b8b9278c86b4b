import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSiteLinks, resolvePath } from '../../../scripts/lib/dist-check.ts';

const site = (pages: Record<string, string>, extra: string[] = []) => ({
  pages: new Map(Object.entries(pages)),
  files: new Set([...Object.keys(pages), ...extra]),
});

test('resolves directory pages and plain files', () => {
  const files = new Set(['/a/index.html', '/matrix.json']);
  assert.equal(resolvePath('/a/', files), '/a/index.html');
  assert.equal(resolvePath('/a', files), '/a/index.html');
  assert.equal(resolvePath('/matrix.json', files), '/matrix.json');
  assert.equal(resolvePath('/b/', files), undefined);
});

test('a site whose links and fragments all resolve passes', () => {
  const problems = checkSiteLinks(
    site(
      {
        '/index.html':
          '<a href="/a/#x">a</a><a href="#top" id="top">t</a><a href="https://x.test/" rel="noopener">x</a><script src="/s.js"></script>',
        '/a/index.html': '<h2 id="x">X</h2><a href="../">home</a><a href="/matrix.json">json</a>',
      },
      ['/s.js', '/matrix.json'],
    ),
  );
  assert.deepEqual(problems, []);
});

test('finds a missing page, a missing fragment, a missing asset and an external link without noopener', () => {
  const problems = checkSiteLinks(
    site({
      '/index.html': '<a href="/gone/">g</a><a href="/a/#nope">n</a><script src="/missing.js"></script><a href="https://x.test/">x</a>',
      '/a/index.html': '<p id="yes">y</p>',
    }),
  );
  assert.deepEqual(
    problems.map((p) => [p.href, p.problem]),
    [
      ['/gone/', 'no such page or file'],
      ['/a/#nope', 'no element with id "nope" on /a/index.html'],
      ['/missing.js', 'no such page or file'],
      ['https://x.test/', 'external link without rel="noopener"'],
    ],
  );
});

test('a text fragment must name words that are on the page, and an element that exists', () => {
  // Inline markup does not split words (<code>listChanged</code>?:); block boundaries do.
  const target =
    '<h2 id="detail">Detail</h2><p>Declaring <code>listChanged</code>?: it is legal but pointless (mcpx <em>never</em> sends notifications/roots/list_changed). The end &amp; more.</p><p>Next</p>';
  const ok = [
    '/a/#:~:text=mcpx%20never%20sends',
    '/a/#:~:text=legal%20but%20pointless%20(-,mcpx%20never%20sends,-notifications%2Froots%2Flist_changed)',
    '/a/#detail:~:text=The%20end%20%26%20more',
    '/a/#:~:text=listChanged%3F%3A%20it',
    '/a/#:~:text=more.%20Next',
  ];
  const bad = ['/a/#:~:text=mcpx%20always%20sends', '/a/#nope:~:text=legal', '/a/#:~:text=legal%20but%20pointless%20(-,nothing'];
  const problems = checkSiteLinks(
    site({
      '/index.html': [...ok, ...bad].map((h) => `<a href="${h}">e</a>`).join(''),
      '/a/index.html': target,
    }),
  );
  assert.deepEqual(
    problems.map((p) => [p.href, p.problem]),
    [
      ['/a/#:~:text=mcpx%20always%20sends', 'the words “mcpx always sends” are not on /a/index.html'],
      ['/a/#nope:~:text=legal', 'no element with id "nope" on /a/index.html'],
      ['/a/#:~:text=legal%20but%20pointless%20(-,nothing', 'the words “nothing” are not on /a/index.html'],
    ],
  );
});

test('links outside the base path are reported when the site lives under one', () => {
  const problems = checkSiteLinks(
    site({ '/index.html': '<a href="/elsewhere/">e</a><a href="/register/a/">a</a>', '/a/index.html': '' }),
    '/register/',
  );
  assert.deepEqual(
    problems.map((p) => p.problem),
    ["outside the site's base path /register/"],
  );
});

test('finds inline scripts, event handler attributes and style attributes, but not external scripts or JSON data', async () => {
  const { checkInlineCode } = await import('../../../scripts/lib/dist-check.ts');
  const pages = new Map([
    ['/ok.html', '<script type="module" src="/a.js"></script><script type="application/json">{}</script><p class="x">one</p>'],
    ['/bad.html', '<script>alert(1)</script><img src=x onerror="alert(1)"><p style="color:red">x</p>'],
  ]);
  assert.deepEqual(
    checkInlineCode(pages).map((p) => [p.page, p.problem]),
    [
      ['/bad.html', 'inline script (the Content-Security-Policy allows none)'],
      ['/bad.html', 'inline onerror attribute'],
      ['/bad.html', 'inline style attribute'],
    ],
  );
});

test('two builds that differ are reported file by file', async () => {
  const { compareBuilds } = await import('../../../scripts/lib/dist-check.ts');
  const a = new Map([
    ['index.html', 'h1'],
    ['a.js', 'h2'],
    ['old.txt', 'h3'],
  ]);
  const b = new Map([
    ['index.html', 'h1'],
    ['a.js', 'h9'],
    ['new.txt', 'h4'],
  ]);
  assert.deepEqual(compareBuilds(a, b), ['a.js: differs', 'new.txt: only in the second build', 'old.txt: only in the first build']);
  assert.deepEqual(compareBuilds(a, new Map(a)), []);
});

test('the HTML validity gate rejects invalid markup and accepts valid pages', async () => {
  const { HtmlValidate } = await import('html-validate');
  const { HTML_VALIDATE_CONFIG } = await import('../../../scripts/lib/dist-check.ts');
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;
  const good = await validator.validateString(page('<main id="a"><p>ok</p></main>'));
  assert.equal(good.valid, true, JSON.stringify(good.results));
  const bad = await validator.validateString(page('<p id="a">x</p><p id="a"><div>y</div></p><a href="">z</a>'));
  assert.equal(bad.valid, false);
  const rules = new Set(bad.results.flatMap((r) => r.messages.map((m) => m.ruleId)));
  assert.ok(rules.has('no-dup-id'), [...rules].join(', '));
});

test('every markup file of the build: off-site scripts, javascript:/data: URLs and event handlers fail, one broken fixture each', async () => {
  const { checkUnsafeMarkup } = await import('../../../scripts/lib/dist-check.ts');
  const clean = new Map([
    [
      '/index.html',
      '<script type="module" src="/_astro/a.js"></script><a href="https://example.com/" rel="noopener">x</a><a href="mailto:a@example.com">m</a><img src="/i.png" alt="">',
    ],
    ['/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><a href="/">home</a></svg>'],
    ['/feed.xml', '<feed xmlns="http://www.w3.org/2005/Atom"><link href="https://example.com/feed.xml" rel="self"/></feed>'],
  ]);
  assert.deepEqual(checkUnsafeMarkup(clean, '/', 'https://register.example'), []);
  const broken: [string, string, RegExp][] = [
    ['/a.html', '<script src="https://evil.example/x.js"></script>', /script from outside the site/],
    ['/b.html', '<script src="//evil.example/x.js"></script>', /script from outside the site/],
    ['/c.html', '<a href="javascript:alert(1)">x</a>', /javascript: URL in href of <a>/],
    ['/d.html', '<a href=" JaVaScRiPt:alert(1)">x</a>', /javascript: URL in href of <a>/],
    ['/e.html', '<a href="javascript&#58;alert(1)">x</a>', /javascript: URL in href/],
    ['/f.html', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">', /data: URL in src of <img>/],
    ['/g.html', '<p onclick="alert(1)">x</p>', /event-handler attribute onclick/],
    ['/h.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', /event-handler attribute onload/],
    ['/i.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', /inline script/],
    ['/j.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script href="https://evil.example/x.js"/></svg>', /script from outside the site/],
    ['/k.xml', '<feed><link href="javascript:alert(1)"/></feed>', /javascript: URL in href of <link>/],
    ['/l.html', '<script src="/other-app/x.js"></script>', /script from outside the site/],
  ];
  for (const [file, text, expect] of broken) {
    const problems = checkUnsafeMarkup(new Map([[file, text]]), file === '/l.html' ? '/register/' : '/', 'https://register.example');
    assert.ok(
      problems.some((p) => p.page === file && expect.test(p.problem)),
      `${file}: expected ${expect}, got ${JSON.stringify(problems)}`,
    );
  }
  // The site's own absolute origin counts as its own.
  assert.deepEqual(
    checkUnsafeMarkup(new Map([['/m.html', '<script src="https://register.example/a.js"></script>']]), '/', 'https://register.example'),
    [],
  );
});

test('npm run check-site fails on an off-site script, a javascript: link and an event handler written into dist/', async () => {
  const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join, resolve } = await import('node:path');
  const { spawnSync } = await import('node:child_process');
  const dist = mkdtempSync(join(tmpdir(), 'check-site-'));
  try {
    const page = (body: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><main>${body}</main></body></html>`;
    writeFileSync(join(dist, 'index.html'), page('<script src="https://evil.example/x.js"></script><a href="javascript:alert(1)">x</a>'));
    writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const root = resolve(import.meta.dirname, '../../..');
    const run = spawnSync(process.execPath, [join(root, 'scripts/check-site.ts'), dist], {
      encoding: 'utf8',
      env: { ...process.env, BASE_PATH: '/' },
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /\/index\.html: https:\/\/evil\.example\/x\.js: script from outside the site/);
    assert.match(run.stderr, /\/index\.html: javascript:alert\(1\): javascript: URL in href of <a>/);
    assert.match(run.stderr, /\/logo\.svg: .*: event-handler attribute onload/);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('a matrix cell or row fragment resolves when its row has a page and its product and revision are known', () => {
  const pages = {
    '/matrix/index.html': '<table id="matrix-table"><tr id="cap-01"><td>honest</td></tr></table>',
    '/capabilities/cap-01/index.html': '<h1>CAP-01</h1>',
    '/capabilities/cap-02/index.html': '<h1>CAP-02</h1>',
    '/changes/index.html': [
      '<a href="/matrix/#cap-01--mcpx--2025-11-25">in the window</a>',
      '<a href="/matrix/#cap-02--codex--2026-07-28">beyond the window</a>',
      '<a href="/matrix/#cap-02">a row beyond the window</a>',
      '<a href="/matrix/#cap-09--mcpx--2025-11-25">no such row</a>',
      '<a href="/matrix/#cap-01--nobody--2025-11-25">no such product</a>',
      '<a href="/matrix/#cap-01--mcpx--1999-01-01">no such revision</a>',
      '<a href="/capabilities/cap-01/#cap-01--mcpx--2025-11-25">only the matrix page resolves them</a>',
    ].join(''),
  };
  const problems = checkSiteLinks(site(pages, ['/matrix/rows.json']));
  assert.deepEqual(
    problems.map((p) => p.href),
    [
      '/matrix/#cap-09--mcpx--2025-11-25',
      '/matrix/#cap-01--nobody--2025-11-25',
      '/matrix/#cap-01--mcpx--1999-01-01',
      '/capabilities/cap-01/#cap-01--mcpx--2025-11-25',
    ],
  );
  // Without the rows file the script has nothing to work from: every such fragment is reported.
  assert.equal(checkSiteLinks(site(pages)).length, 7);
});

test('nothing in the build fetches from another origin: one broken fixture per way in, links a reader clicks and the site’s own canonical and feed links pass', async () => {
  const { checkOtherOriginFetches, formatLinkProblem } = await import('../../../scripts/lib/dist-check.ts');
  const origin = 'https://register.example';
  // What the built pages legitimately contain: canonical and feed links (absolute, to the site),
  // the site's own stylesheets, icons and images, links out, data: URLs in CSS, SVG fragment references.
  const clean = new Map([
    [
      '/index.html',
      '<head><link rel="canonical" href="https://register.example/"><link rel="alternate" type="application/atom+xml" href="/feed.xml">' +
        '<link rel="alternate" hreflang="de" href="https://other.example/de/"><link rel="stylesheet" href="/_astro/a.css"><link rel="icon" href="/favicon.svg">' +
        '<style>a{background:url(/i.png)}</style></head><body><a href="https://example.com/" rel="noopener">out</a>' +
        '<img src="https://register.example/i.png" srcset="/i.png 1x, /i@2x.png 2x" alt=""><svg><use href="#icon"/><a xlink:href="https://example.com/">x</a></svg></body>',
    ],
    ['/badge.svg', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><title>t</title></svg>'],
    [
      '/feed.xml',
      '<feed xmlns="http://www.w3.org/2005/Atom"><link href="https://elsewhere.example/feed.xml" rel="self"/><link href="https://elsewhere.example/a/"/></feed>',
    ],
    [
      '/_astro/a.css',
      '.s{background:url("data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\'%3E%3C/svg%3E")} .t{background:url(../i.png)}',
    ],
  ]);
  assert.deepEqual(checkOtherOriginFetches(clean, '/', origin), []);
  const broken: [string, string, RegExp][] = [
    [
      '/a.html',
      '<head>\n<link rel="stylesheet" href="https://evil.example/x.css">',
      /^\/a\.html:2: https:\/\/evil\.example\/x\.css: <link rel="stylesheet"> loads from another origin: no request may leave the site's origin: serve the file from the site/,
    ],
    ['/b.html', '<link rel="preload" as="font" href="//evil.example/f.woff2">', /<link rel="preload"> loads from another origin/],
    [
      '/c.html',
      '<link rel="alternate stylesheet" href="https://evil.example/x.css">',
      /<link rel="alternate stylesheet"> loads from another origin/,
    ],
    [
      '/d.html',
      '<p>x</p>\n\n<img src="https://evil.example/p.png" alt="">',
      /^\/d\.html:3: https:\/\/evil\.example\/p\.png: src of <img> loads from another origin/,
    ],
    [
      '/e.html',
      '<img src="/a.png" srcset="/a.png 1x, https://evil.example/b.png 2x" alt="">',
      /https:\/\/evil\.example\/b\.png: srcset of <img>/,
    ],
    ['/f.html', '<picture><source srcset="https://evil.example/c.webp"><img src="/c.png" alt=""></picture>', /srcset of <source>/],
    ['/g.html', '<video src="https://evil.example/v.mp4" poster="/p.png"></video>', /src of <video>/],
    ['/h.html', '<audio><source src="https://evil.example/a.mp3"></audio>', /src of <source>/],
    [
      '/i.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/s.svg#i"/></svg>',
      /href of <use> loads from another origin/,
    ],
    ['/j.svg', '<svg xmlns="http://www.w3.org/2000/svg"><image xlink:href="https://evil.example/i.png"/></svg>', /xlink:href of <image>/],
    ['/k.html', '<style>\n@import "https://evil.example/s.css";\n</style>', /^\/k\.html:2: .*a url\(\) or @import in a <style> element/],
    [
      '/l.html',
      '<p class="x" data-x="1">a</p><div style="background-image: url(https://evil.example/t.gif)">x</div>',
      /url\(\) or @import in the style attribute of <div>/,
    ],
    [
      '/_astro/m.css',
      '.a{color:red}\n.b{background:url(https://evil.example/t.gif)}',
      /^\/_astro\/m\.css:2: https:\/\/evil\.example\/t\.gif: a url\(\) or @import in this stylesheet/,
    ],
    ['/_astro/n.css', "@import url('//evil.example/s.css');", /a url\(\) or @import in this stylesheet/],
  ];
  for (const [file, text, expect] of broken) {
    const problems = checkOtherOriginFetches(new Map([[file, text]]), '/', origin).map(formatLinkProblem);
    assert.equal(problems.length, 1, `${file}: ${JSON.stringify(problems)}`);
    assert.match(problems[0]!, expect);
  }
});

test('npm run check-site fails on a stylesheet, an image and a CSS url() from another origin written into dist/, naming file and line', async () => {
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join, resolve } = await import('node:path');
  const { spawnSync } = await import('node:child_process');
  const dist = mkdtempSync(join(tmpdir(), 'check-site-origin-'));
  try {
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>\n<link rel="stylesheet" href="https://evil.example/x.css"></head><body><main>\n<img src="https://evil.example/p.png" alt="p"></main></body></html>',
    );
    mkdirSync(join(dist, '_astro'));
    writeFileSync(join(dist, '_astro/a.css'), 'a{background:url(https://evil.example/t.gif)}');
    const root = resolve(import.meta.dirname, '../../..');
    const run = spawnSync(process.execPath, [join(root, 'scripts/check-site.ts'), dist], {
      encoding: 'utf8',
      env: { ...process.env, BASE_PATH: '/', SITE_URL: 'https://register.example' },
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /\/index\.html:2: https:\/\/evil\.example\/x\.css: <link rel="stylesheet"> loads from another origin/);
    assert.match(run.stderr, /\/index\.html:3: https:\/\/evil\.example\/p\.png: src of <img> loads from another origin/);
    assert.match(run.stderr, /\/_astro\/a\.css:1: https:\/\/evil\.example\/t\.gif: a url\(\) or @import in this stylesheet/);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
