import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { encodePng, pngSize } from '../../../scripts/lib/png.ts';

/** The chunks of a PNG: type, data, and whether the CRC matches. */
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const data = png.subarray(at + 8, at + 8 + length);
    out.push({ type, data, crcOk: png.readUInt32BE(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return out;
}

test('an encoded PNG has IHDR, IDAT and IEND with valid CRCs, and its pixels round-trip', () => {
  const width = 3;
  const height = 2;
  const pixels = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37) % 256);
  const png = encodePng(pixels, width, height);
  assert.deepEqual(pngSize(png), { width, height });
  const parts = chunks(png);
  assert.deepEqual(
    parts.map((c) => c.type),
    ['IHDR', 'IDAT', 'IEND'],
  );
  assert.ok(parts.every((c) => c.crcOk));
  assert.deepEqual([...parts[0]!.data.subarray(8)], [8, 6, 0, 0, 0]);
  const raw = inflateSync(parts[1]!.data);
  assert.equal(raw.length, (width * 4 + 1) * height);
  assert.deepEqual([...raw.subarray(1, 1 + width * 4)], [...pixels.subarray(0, width * 4)]);
  assert.equal(raw[width * 4 + 1], 0, 'filter byte of the second row');
  assert.throws(() => encodePng(pixels, 4, 2), /not 4×2 RGBA/);
  assert.throws(() => pngSize(Buffer.from('GIF89a')), /not a PNG/);
});

test('an opaque image (as every preview card is) decoded by resvg gives back the pixels it was encoded from', () => {
  const image = new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#ffffff"/><rect width="12" height="10" fill="#cf222e"/><circle cx="15" cy="5" r="4" fill="#0969da"/></svg>',
  ).render();
  const png = encodePng(image.pixels, image.width, image.height);
  const back = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10"><image width="20" height="10" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  ).render();
  assert.ok(Buffer.compare(back.pixels, image.pixels) === 0);
  assert.ok(encodePng(image.pixels, 20, 10).equals(png), 'deterministic');
});
