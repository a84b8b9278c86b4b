/**
 * Rows are content, never code: every hostile body the issue names (and its case and
 * whitespace variants) is refused with its line and the fix; the register's own text
 * with escaped braces, code and ordinary links passes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cssUrls, isOtherOrigin, isSafeUrl, lintMdxBody, srcsetUrls, urlScheme } from '../../../src/lib/markdown/mdx-safety.ts';

function one(body: string, expect: RegExp, line: number, lineOffset = 0) {
  const findings = lintMdxBody(body, { lineOffset });
  assert.ok(findings.length >= 1, `expected a finding for ${JSON.stringify(body)}`);
  assert.ok(
    findings.some((f) => f.line === line && expect.test(f.message)),
    `expected ${expect} on line ${line}, got ${JSON.stringify(findings)}`,
  );
}

const hostile: { name: string; body: string; line: number; expect: RegExp }[] = [
  {
    name: 'ESM import',
    body: "## What\n\nimport fs from 'node:fs'\n\ntext\n",
    line: 3,
    expect: /import\/export is not allowed.*write it as text, or put code in backticks/,
  },
  { name: 'ESM export', body: 'text\n\nexport const x = 1\n', line: 3, expect: /import\/export is not allowed/ },
  {
    name: 'expression reading a file',
    body: "text\n\n{fs.readFileSync('/etc/hostname', 'utf8')}\n",
    line: 3,
    expect: /JavaScript expression \{fs\.readFileSync.*escaping them.*backticks/,
  },
  {
    name: 'inline expression of the environment',
    body: 'home is {process.env.HOME} here\n',
    line: 1,
    expect: /JavaScript expression \{process\.env\.HOME\}/,
  },
  { name: 'an MDX comment (also an expression)', body: 'a\n\n{/* hidden */}\n', line: 3, expect: /JavaScript expression/ },
  {
    name: 'off-site script',
    body: 'a\n\n<script src="https://evil.example/x.js"></script>\n',
    line: 3,
    expect: /raw HTML <script> is not allowed.*write it as text/,
  },
  {
    name: 'SCRIPT upper case',
    body: 'a\n\n<SCRIPT src="https://evil.example/x.js"></SCRIPT>\n',
    line: 3,
    expect: /raw HTML <SCRIPT> is not allowed/,
  },
  { name: 'style element', body: '<style>{`body{}`}</style>\n', line: 1, expect: /raw HTML <style>/ },
  { name: 'iframe', body: 'x <iframe src="https://a.example/"></iframe>\n', line: 1, expect: /raw HTML <iframe>/ },
  { name: 'object', body: '<object data="x.swf"></object>\n', line: 1, expect: /raw HTML <object>/ },
  { name: 'embed', body: '<embed src="x.swf" />\n', line: 1, expect: /raw HTML <embed>/ },
  { name: 'form', body: '<form action="https://a.example/"></form>\n', line: 1, expect: /raw HTML <form>/ },
  {
    name: 'event handler',
    body: 'a <img src="x.png" onerror="alert(1)" /> b\n',
    line: 1,
    expect: /event-handler attribute onerror on <img>/,
  },
  { name: 'event handler in mixed case', body: 'a <b OnClick="alert(1)">x</b>\n', line: 1, expect: /event-handler attribute OnClick/ },
  {
    name: 'a component not on the allow-list',
    body: 'text\n\n<Widget />\n',
    line: 3,
    expect: /component <Widget> is not one of the register's components.*write it as text/,
  },
  {
    name: 'javascript: link',
    body: 'a\n\n[click](javascript:alert(1))\n',
    line: 3,
    expect: /link URL "javascript:alert\(1\)" uses the scheme "javascript:"/,
  },
  { name: 'JaVaScRiPt: link', body: '[click](JaVaScRiPt:alert(1))\n', line: 1, expect: /scheme "javascript:"/ },
  {
    name: 'javascript: link with leading space (angle brackets)',
    body: '[click](< javascript:alert(1)>)\n',
    line: 1,
    expect: /scheme "javascript:"/,
  },
  { name: 'javascript: with an entity-encoded colon', body: '[click](javascript&#58;alert(1))\n', line: 1, expect: /scheme "javascript:"/ },
  { name: 'data: image', body: '![x](data:image/svg+xml;base64,PHN2Zz4=)\n', line: 1, expect: /image URL .* scheme "data:"/ },
  { name: 'javascript: reference definition', body: '[x][a]\n\n[a]: javascript:alert(1)\n', line: 3, expect: /scheme "javascript:"/ },
  {
    name: 'javascript: href on an element',
    body: '<a href="jAvAsCrIpT:alert(1)">x</a>\n',
    line: 1,
    expect: /href of <a> .*scheme "javascript:"/,
  },
  { name: 'expression attribute', body: '<a href={process.env.HOME}>x</a>\n', line: 1, expect: /JavaScript expression in attribute href/ },
  { name: 'spread attribute', body: '<a {...process.env}>x</a>\n', line: 1, expect: /JavaScript expression in the attributes of <a>/ },
  { name: 'unclosed brace', body: 'a {b\n', line: 1, expect: /is not valid MDX.*escape them as/ },
];

for (const c of hostile) {
  test(`refuses ${c.name}, naming the line and the fix`, () => one(c.body, c.expect, c.line));
}

test('line numbers are offset to the file', () => {
  one('a\n\n{process.env.HOME}\n', /JavaScript expression/, 42, 39);
});

test('the register’s own text passes: escaped braces, code, inline code, ordinary links', () => {
  const body = [
    '## What',
    '',
    'declare roots: \\{ listChanged?: boolean \\}; an empty elicitation: \\{\\} is form-only.',
    '',
    'schema/2025-11-25/schema.ts:346 “tasks?: \\{”; `roots?: {}`; `"elicitation": {}`',
    '',
    '```ts',
    "import fs from 'node:fs';",
    '{process.env.HOME}',
    '<script>alert(1)</script>',
    '```',
    '',
    '[spec](https://modelcontextprotocol.io/) [mail](mailto:a@example.com) [row](/capabilities/cap-01/) [frag](#what) [HTTP](HTTP://example.com)',
    '',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    'a <sup>2</sup> and <br /> and https://example.com/autolink',
  ].join('\n');
  assert.deepEqual(lintMdxBody(body), []);
});

test('urlScheme reads schemes as a browser does', () => {
  assert.equal(urlScheme('JaVaScRiPt:alert(1)'), 'javascript');
  assert.equal(urlScheme('  \u0001javascript:x'), 'javascript');
  assert.equal(urlScheme('java\tscript:x'), 'javascript');
  assert.equal(urlScheme('/relative/path:x'), null);
  assert.equal(urlScheme('#frag'), null);
  assert.equal(isSafeUrl('https://a.example'), true);
  assert.equal(isSafeUrl('Data:text/html,x'), false);
  assert.equal(isSafeUrl('vbscript:x'), false);
});

test('a component on the allow-list passes', () => {
  assert.deepEqual(lintMdxBody('<Note kind="x">y</Note>\n', { allowedComponents: ['Note'] }), []);
});

test('a plain Markdown body: braces are text, raw HTML is checked as HTML', () => {
  assert.deepEqual(lintMdxBody('roots?: {} and {process.env.HOME} are text here\n', { format: 'md' }), []);
  const findings = lintMdxBody(
    'a\n\n<script src="https://evil.example/x.js"></script>\n\n<p onclick="x()">y</p>\n\n<a href=" JavaScript:alert(1)">z</a>\n',
    { format: 'md' },
  );
  assert.deepEqual(
    findings.map((f) => f.line),
    [3, 5, 7],
  );
  assert.match(findings[0]!.message, /^raw HTML <script> is not allowed in a row/);
  assert.match(findings[1]!.message, /^event-handler attribute onclick on <p> is not allowed/);
  assert.match(findings[2]!.message, /^href of <a> " JavaScript:alert\(1\)" uses the scheme "javascript:"/);
});

// No request may leave the site's origin: whatever a body would make the browser fetch as the
// page loads (stylesheets, images, media, SVG references, CSS url()) must be the site's own.
const otherOrigin: { name: string; body: string; line: number; expect: RegExp }[] = [
  {
    name: 'a stylesheet from another site',
    body: 'a\n\n<link rel="stylesheet" href="https://evil.example/x.css" />\n',
    line: 3,
    expect: /href of <link> loads "https:\/\/evil\.example\/x\.css" from another site.*put the file in public\/ and use a relative URL/,
  },
  {
    name: 'an image element from another host',
    body: 'a <img src="https://evil.example/x.png" alt="" /> b\n',
    line: 1,
    expect: /src of <img> loads "https:\/\/evil\.example\/x\.png"/,
  },
  {
    name: 'a srcset candidate from another host',
    body: '<img srcset="a.png 1x, https://evil.example/b.png 2x" alt="" />\n',
    line: 1,
    expect: /srcset of <img> loads "https:\/\/evil\.example\/b\.png"/,
  },
  {
    name: 'a <source> of a video, protocol-relative',
    body: 'x\n\n<video><source src="//evil.example/v.mp4" /></video>\n',
    line: 3,
    expect: /src of <source> loads "\/\/evil\.example\/v\.mp4"/,
  },
  { name: 'a video poster', body: '<video poster="https://evil.example/p.png"></video>\n', line: 1, expect: /poster of <video> loads/ },
  {
    name: 'an audio element',
    body: '<audio src="HTTPS://evil.example/a.mp3"></audio>\n',
    line: 1,
    expect: /src of <audio> loads "HTTPS:\/\/evil\.example\/a\.mp3"/,
  },
  {
    name: 'an SVG <use> of an external file',
    body: '<svg><use href="https://evil.example/s.svg#i" /></svg>\n',
    line: 1,
    expect: /href of <use> loads "https:\/\/evil\.example\/s\.svg#i"/,
  },
  {
    name: 'an SVG <image> through xlink:href',
    body: '<svg><image xlink:href="https://evil.example/i.png" /></svg>\n',
    line: 1,
    expect: /xlink:href of <image> loads/,
  },
  {
    name: 'CSS url() in a style attribute',
    body: '<span style="background: url(\'https://evil.example/t.gif\')">x</span>\n',
    line: 1,
    expect: /url\(\) in the style of <span> loads "https:\/\/evil\.example\/t\.gif"/,
  },
  {
    name: 'a Markdown image with an absolute URL',
    body: 'a\n\n![tracker](https://evil.example/pixel.png)\n',
    line: 3,
    expect: /the image !\[…\]\(…\) loads "https:\/\/evil\.example\/pixel\.png" from another site.*\[text\]\(url\)/,
  },
  {
    name: 'a Markdown image reference to an absolute URL',
    body: '![x][logo]\n\n[logo]: https://evil.example/l.png\n',
    line: 1,
    expect: /the image !\[…\]\[logo\] loads "https:\/\/evil\.example\/l\.png"/,
  },
];

for (const c of otherOrigin) {
  test(`refuses ${c.name} (a request to another origin), naming the line and the fix`, () => one(c.body, c.expect, c.line));
}

test('in a plain Markdown body, raw HTML that fetches from another site is refused on its own line, CSS @import too', () => {
  const findings = lintMdxBody(
    'text\n\n<div>\n<img src="https://evil.example/x.png">\n<p style="x: 1; @import \'https://evil.example/s.css\'">y</p>\n</div>\n',
    { format: 'md' },
  );
  assert.deepEqual(
    findings.map((f) => [f.line, f.message.replace(/ from another site.*/, '')]),
    [
      [4, 'src of <img> loads "https://evil.example/x.png"'],
      [5, 'url() in the style of <p> loads "https://evil.example/s.css"'],
    ],
  );
});

test("links a reader clicks stay allowed, and so do the site's own images", () => {
  const body = [
    '[the spec](https://modelcontextprotocol.io/specification) and <a href="https://example.org/" rel="noopener">a page</a>',
    '',
    '![a local figure](/figures/a.png) <img src="figures/b.png" srcset="figures/b.png 1x, /figures/b@2x.png 2x" alt="" />',
    '',
    '<svg><use href="#icon" /></svg>',
  ].join('\n');
  assert.deepEqual(lintMdxBody(body), []);
});

test('isOtherOrigin, srcsetUrls and cssUrls read URLs as a browser does', () => {
  assert.equal(isOtherOrigin('https://a.example/x'), true);
  assert.equal(isOtherOrigin(' //a.example/x'), true);
  assert.equal(isOtherOrigin('\\\\a.example/x'), true);
  assert.equal(isOtherOrigin('/x.png'), false);
  assert.equal(isOtherOrigin('x.png'), false);
  assert.equal(isOtherOrigin('mailto:a@b.example'), false);
  assert.deepEqual(srcsetUrls('a.png 1x, https://b.example/c.png 2x,d.png'), ['a.png', 'https://b.example/c.png', 'd.png']);
  assert.deepEqual(cssUrls('a{background:url( "x.png" )} @import \'https://b.example/s.css\'; b{mask:url(https://c.example/m.svg)}'), [
    'x.png',
    'https://c.example/m.svg',
    'https://b.example/s.css',
  ]);
});
