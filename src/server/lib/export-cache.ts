import { Transform, pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { GZIP_LEVEL } from './gzip-level';

const gunzipped = promisify(gunzip);

/** A finished export: its headers and its body, gzipped once. */
export type CachedExport = { headers: Record<string, string>; gzip: Buffer };

/** What the leader of a miss sends: the headers and the body as it is produced. */
export type ProducedExport = { headers: Record<string, string>; body: Readable };

export type ExportCacheLimits = {
  /** The cache's whole size, in gzipped bytes: the least recently sent go first. */
  maxBytes: number;
  /** An export longer than this gzipped is streamed and not kept. */
  maxEntryBytes: number;
};

/**
 * Finished exports (the admin CSVs) by a key that names their content exactly (the filters,
 * the language and a fingerprint of the rows read in one snapshot): a key is never reused for
 * other content, so nothing is ever invalidated, only evicted. Bounded by bytes; one
 * computation per key at a time (the others wait for it and are sent its result).
 */
export class ExportCache {
  private readonly entries = new Map<string, CachedExport>();
  private readonly pending = new Map<string, Promise<CachedExport | undefined>>();
  private bytes = 0;

  constructor(private readonly limits: ExportCacheLimits) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The export of `key`: kept, or being made by another request (awaited), or made now by
   * `produce` and kept as it streams to this request: gzipped on the way (once, for this
   * request and the cache) when `acceptEncoding` takes gzip, else sent plain and gzipped beside.
   * `made` is told of an export made whole here (to keep it elsewhere too).
   */
  async serve(
    key: string,
    produce: () => Promise<ProducedExport>,
    acceptEncoding: string | undefined,
    made?: (entry: CachedExport) => unknown,
  ): Promise<{ cached: CachedExport } | { produced: ProducedExport & { encoding?: 'gzip' } }> {
    for (;;) {
      const kept = this.entries.get(key);
      if (kept) {
        // Most recently sent last: the first in the map goes first.
        this.entries.delete(key);
        this.entries.set(key, kept);
        return { cached: kept };
      }
      const filling = this.pending.get(key);
      if (!filling) break;
      // The leader may fail (its client went away, the export was too long): then make it here.
      const filled = await filling;
      if (filled) return { cached: filled };
    }
    let settle: (entry: CachedExport | undefined) => void = () => undefined;
    const filling = new Promise<CachedExport | undefined>((resolve) => (settle = resolve));
    this.pending.set(key, filling);
    const done = (entry: CachedExport | undefined) => {
      if (this.pending.get(key) === filling) this.pending.delete(key);
      if (entry) {
        this.keep(key, entry);
        made?.(entry);
      }
      settle(entry);
    };
    let produced: ProducedExport;
    try {
      produced = await produce();
    } catch (error) {
      done(undefined);
      throw error;
    }
    const zipped = acceptsGzip(acceptEncoding);
    const body = this.collect(produced, zipped, done);
    return { produced: { headers: produced.headers, body, ...(zipped ? { encoding: 'gzip' as const } : {}) } };
  }

  /**
   * `produced.body` gzipped once, the gzipped bytes kept (up to the limit) and the entry made
   * at the end. The request is sent the gzipped stream itself, or (`zipped` false) the plain
   * body passed through while a copy goes to the gzip beside it.
   */
  private collect(
    produced: ProducedExport,
    zipped: boolean,
    done: (entry: CachedExport | undefined) => void,
  ): Readable {
    const { maxEntryBytes } = this.limits;
    let chunks: Buffer[] | undefined = [];
    let length = 0;
    let finished = false;
    const keeper = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (chunks) {
          length += chunk.length;
          if (length > maxEntryBytes) chunks = undefined;
          else chunks.push(chunk);
        }
        callback(null, chunk);
      },
      flush(callback) {
        finished = true;
        done(chunks ? { headers: produced.headers, gzip: Buffer.concat(chunks, length) } : undefined);
        callback();
      },
    });
    keeper.on('close', () => {
      if (!finished) done(undefined);
    });
    const zip = createGzip({ level: GZIP_LEVEL });
    if (zipped) {
      pipeline(produced.body, zip, keeper, () => undefined);
      return keeper;
    }
    // Only the cache reads the gzipped copy.
    pipeline(zip, keeper, () => undefined);
    keeper.resume();
    const plain = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        zip.write(chunk);
        callback(null, chunk);
      },
      flush(callback) {
        zip.end();
        callback();
      },
    });
    pipeline(produced.body, plain, (error) => {
      if (error) zip.destroy();
    });
    plain.on('close', () => {
      if (!zip.writableEnded) zip.destroy();
    });
    return plain;
  }

  private keep(key: string, entry: CachedExport): void {
    if (entry.gzip.length > this.limits.maxBytes) return;
    const former = this.entries.get(key);
    if (former) this.bytes -= former.gzip.length;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.gzip.length;
    for (const [oldest, { gzip }] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= gzip.length;
    }
  }
}

/** Whether an Accept-Encoding header takes gzip (not refused with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** A kept export's body for a client: gzipped as kept, or plain for one that takes no gzip. */
export async function cachedBody(entry: CachedExport, acceptEncoding: string | undefined) {
  if (acceptsGzip(acceptEncoding)) return { encoding: 'gzip' as const, body: entry.gzip };
  return { encoding: undefined, body: await gunzipped(entry.gzip) };
}
