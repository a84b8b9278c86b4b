/**
 * Rendering SVG to PNG for the preview images: resvg with the DejaVu Sans font shipped in
 * an npm package and no system fonts (so every machine renders the same bytes), our own PNG
 * encoder, and text outlines shaped once per distinct string.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { encodePng } from './png.ts';
import { hashOf } from './derived-cache.ts';

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const RENDER_OPTIONS: ResvgRenderOptions = {
  font: {
    fontFiles: [join(fontDir, 'DejaVuSans.ttf'), join(fontDir, 'DejaVuSans-Bold.ttf')],
    loadSystemFonts: false,
    defaultFontFamily: 'DejaVu Sans',
  },
};

/**
 * What a rendered PNG depends on besides its SVG: this renderer's and the PNG encoder's code, resvg's version and
 * the font files. A cached image (scripts/lib/derived-cache.ts) is keyed by its card and this, so changing any of
 * them renders every card afresh.
 */
export function rendererSalt(): string {
  const fonts = RENDER_OPTIONS.font?.fontFiles ?? [];
  const resvg = (require('@resvg/resvg-js/package.json') as { version: string }).version;
  return hashOf([
    readFileSync(import.meta.filename),
    readFileSync(join(import.meta.dirname, 'png.ts')),
    `@resvg/resvg-js ${resvg}`,
    ...fonts.map((f) => readFileSync(f)),
  ]);
}

/** Render one SVG to PNG bytes. */
export function renderPng(svg: string): Buffer {
  const image = new Resvg(svg, RENDER_OPTIONS).render();
  return encodePng(image.pixels, image.width, image.height);
}

/**
 * Text outlines, shaped once each. Shaping text is most of resvg's work on a card, and most
 * of a card's text (revision ids, product names, symbols, the legend) repeats on every card:
 * each distinct `<text>` (attributes other than its position, and content) is shaped once,
 * at the origin, and reused as paths moved into place. The outlined card renders as the card
 * does, but for a few edge pixels of antialiased glyphs (tested).
 */
export class TextOutlines {
  private readonly cache = new Map<string, string>();
  private readonly fontFamily: string;
  constructor(fontFamily: string) {
    this.fontFamily = fontFamily;
  }

  private shape(attributes: string, content: string): string {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><g font-family="${this.fontFamily}"><text x="0" y="0"${attributes}>${content}</text></g></svg>`;
    return (new Resvg(svg, RENDER_OPTIONS).toString().match(/<path [^>]*\/>/g) ?? []).join('');
  }

  /** `svg` with every `<text x y …>` replaced by its outline. */
  outline(svg: string): string {
    return svg.replace(
      /<text x="([-\d.]+)" y="([-\d.]+)"([^>]*)>([^<]*)<\/text>/g,
      (_, x: string, y: string, attributes: string, content: string) => {
        const key = `${attributes}\u0000${content}`;
        let paths = this.cache.get(key);
        if (paths === undefined) {
          paths = this.shape(attributes, content);
          this.cache.set(key, paths);
        }
        return `<g transform="translate(${x} ${y})">${paths}</g>`;
      },
    );
  }
}
