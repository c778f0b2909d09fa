import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

// A stand-in for the OpenStreetMap tile service (an outside edge: no network here). It serves
// generated PNG tiles with CORS and logs every request, so tests can count tile fetches.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 256x256 RGB tile: a light fill with a darker grid, tinted by zoom so tiles differ. */
export function tilePng(z: number, x: number, y: number): Buffer {
  const size = 256;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const tint = (z * 37 + x * 11 + y * 7) % 40;
  for (let row = 0; row < size; row++) {
    const offset = row * (size * 3 + 1);
    raw[offset] = 0;
    for (let col = 0; col < size; col++) {
      const grid = row % 32 === 0 || col % 32 === 0;
      const i = offset + 1 + col * 3;
      raw[i] = grid ? 180 : 228 - tint;
      raw[i + 1] = grid ? 190 : 236;
      raw[i + 2] = grid ? 200 : 222;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type TileServer = {
  url: string;
  template: string;
  requests: string[];
  /** While true, every tile answers 503 (the tile service down). */
  failing: boolean;
  close: () => Promise<void>;
};

export async function startTileServer(): Promise<TileServer> {
  const requests: string[] = [];
  const state = { failing: false };
  const server: Server = createServer((req, res) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    requests.push(req.url ?? '');
    if (state.failing) {
      res.writeHead(503).end();
      return;
    }
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=86400' }).end(tilePng(z, x, y));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return Object.assign(state, {
    url,
    template: `${url}/{z}/{x}/{y}.png`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
