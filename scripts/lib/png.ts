/**
 * A minimal PNG encoder for 8-bit RGBA pixels (what resvg renders): no filter,
 * one IDAT chunk, zlib at a low level. Preview cards are flat colour and text, so this
 * compresses nearly as well as a tuned encoder at a third of the time; the bytes depend only
 * on the pixels and Node's bundled zlib, so builds stay byte-identical.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return [head, data, crc];
}

/**
 * Encode `width` × `height` RGBA pixels (row-major, 4 bytes each, straight alpha) as a PNG.
 * resvg's pixels are premultiplied, which is the same thing for opaque images: every
 * preview card paints an opaque background first.
 */
export function encodePng(pixels: Uint8Array, width: number, height: number, level = 2): Buffer {
  const stride = width * 4;
  if (pixels.length !== stride * height) throw new Error(`encodePng: ${pixels.length} bytes is not ${width}×${height} RGBA`);
  const source = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const raw = Buffer.alloc((stride + 1) * height); // each row: filter byte 0 (none), then the row
  for (let y = 0; y < height; y++) source.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    SIGNATURE,
    ...chunk('IHDR', header),
    ...chunk('IDAT', deflateSync(raw, { level })),
    ...chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a PNG's IHDR chunk (which the format requires first). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!b.subarray(0, 8).equals(SIGNATURE) || b.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('not a PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
