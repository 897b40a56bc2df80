/**
 * A deterministic PNG for the demo damage claims: a grey panel with a dark crack across it, encoded
 * here (zlib from Node, CRC-32 by table) because claim photos must be PNG, JPEG, GIF or WebP.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height RGB picture of a panel with a crack; `seed` moves the crack. */
export function renderDamagePhotoPng(width = 320, height = 200, seed = 1): Buffer {
  const rows: Buffer[] = [];
  // The crack: a jagged walk from the left edge to the right, from a small seeded generator.
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  const walk: number[] = [];
  let at = height * (0.3 + next() * 0.4);
  for (let x = 0; x < width; x++) {
    at = Math.min(height - 10, Math.max(10, at + (next() - 0.5) * 7));
    walk.push(at);
  }
  const crackY = (x: number) => walk[x]!;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    row[0] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const shade = 150 + Math.round(((x + y) / (width + height)) * 60);
      const near = Math.abs(y - crackY(x));
      const [r, g, b] = near < 2 ? [30, 30, 34] : near < 4 ? [90, 90, 96] : [shade, shade, shade + 8];
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = Math.min(255, b);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
