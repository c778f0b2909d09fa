import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, ExportCache, type ProducedExport } from '../../../src/server/lib/export-cache';

const produced = (body: string): (() => Promise<ProducedExport>) => {
  return async () => ({
    headers: { 'x-name': body.slice(0, 4) },
    body: Readable.from([body.slice(0, 3), body.slice(3)]),
  });
};

/** Serves `key`, reads what the request would send, and says whether it was kept or made. */
async function download(cache: ExportCache, key: string, body: string, acceptEncoding?: string) {
  const sent = await cache.serve(key, produced(body), acceptEncoding);
  if ('cached' in sent) return { from: 'cache', body: gunzipSync(sent.cached.gzip).toString() };
  if (sent.produced.encoding === 'gzip')
    return { from: 'made', body: gunzipSync(await buffer(sent.produced.body)).toString() };
  return { from: 'made', body: await text(sent.produced.body) };
}

/** Until the cache has finished keeping what was streamed (it gzips after the end). */
async function settled(cache: ExportCache, entries: number) {
  for (let i = 0; i < 100 && cache.size.entries < entries; i++) await new Promise((r) => setTimeout(r, 5));
}

describe('the cache of finished exports', () => {
  it('sends a kept export again, and lets the least recently sent go when over its size', async () => {
    const body = (c: string) => c.repeat(2000) + Math.random();
    // Made gzipped for a client that takes gzip, or plain; kept gzipped either way.
    for (const acceptEncoding of ['gzip, br', undefined]) {
      const once = new ExportCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 20 });
      expect(await download(once, 'a', 'abcdef', acceptEncoding)).toEqual({ from: 'made', body: 'abcdef' });
      await settled(once, 1);
      expect(await download(once, 'a', 'other', acceptEncoding)).toEqual({ from: 'cache', body: 'abcdef' });
    }

    const a = body('a');
    const probe = new ExportCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 20 });
    await download(probe, 'a', a);
    await settled(probe, 1);
    const one = probe.size.bytes;
    // Room for two exports of this size, not three.
    const cache = new ExportCache({ maxBytes: Math.floor(one * 2.5), maxEntryBytes: 1 << 20 });
    for (const key of ['a', 'b']) {
      await download(cache, key, body(key));
      await settled(cache, key === 'a' ? 1 : 2);
    }
    expect((await download(cache, 'a', 'other')).from).toBe('cache');
    await download(cache, 'c', body('c'));
    await settled(cache, 3);
    // b was sent least recently: it went.
    expect(cache.size.entries).toBe(2);
    expect((await download(cache, 'b', 'made again')).body).toBe('made again');
    expect((await download(cache, 'a', 'other')).from).toBe('cache');
  });

  it('streams a body over its limit whole and keeps nothing of it', async () => {
    const cache = new ExportCache({ maxBytes: 1 << 20, maxEntryBytes: 10 });
    const long = 'x'.repeat(50);
    expect(await download(cache, 'k', long)).toEqual({ from: 'made', body: long });
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.size.entries).toBe(0);
    expect((await download(cache, 'k', long)).from).toBe('made');
  });

  it('makes an export once for requests at once; when its request goes away, a waiting one makes it', async () => {
    const cache = new ExportCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 20 });
    let made = 0;
    const slow = async (): Promise<ProducedExport> => {
      made += 1;
      await new Promise((r) => setTimeout(r, 20));
      return { headers: {}, body: Readable.from(['one,', 'two']) };
    };
    const at = await Promise.all([1, 2, 3].map(() => cache.serve('k', slow, undefined)));
    const leader = at.find((s) => 'produced' in s);
    if (!leader || !('produced' in leader)) throw new Error('no leader');
    expect(await text(leader.produced.body)).toBe('one,two');
    expect(made).toBe(1);
    expect(at.filter((s) => 'cached' in s)).toHaveLength(2);

    // A leader whose client disconnects before the end: the one waiting becomes the leader.
    const endless = async (): Promise<ProducedExport> => {
      made += 1;
      return {
        headers: {},
        body: new Readable({
          read() {
            this.push('more,');
          },
        }),
      };
    };
    const first = await cache.serve('gone', endless, 'gzip');
    if (!('produced' in first)) throw new Error('expected to make it');
    const waiting = cache.serve('gone', produced('after'), undefined);
    first.produced.body.destroy();
    const second = await waiting;
    expect('produced' in second && (await text(second.produced.body))).toBe('after');
  });

  it('reads Accept-Encoding as a browser and curl send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, identity')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
