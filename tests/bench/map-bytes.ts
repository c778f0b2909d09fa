// `npx tsx tests/bench/map-bytes.ts`: bytes per finder answer on the bench's lots (100,000 in
// 500 locations, no reservations: the bench's hour is free anyway), the list answer beside
// the map's, raw and gzipped, for the same viewports. Quick: seconds, no load run.
import { gzipSync } from 'node:zlib';
import { asc, like, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { GZIP_LEVEL } from '../../src/server/lib/gzip-level';
import { loadConfig } from '../../src/server/config';
import { parkingLots, users } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { benchServerUrl, withBenchDatabase } from './bench-database';
import { lotSpreadDeg, postgresSize, seedBenchData } from './seed';

export type AnswerBytes = { raw: number; gzip: number; lots: number };

/** Mean bytes of the answers to `urls` (as sent, and gzipped at the server's level). */
export async function answerBytes(urls: string[], token: string): Promise<AnswerBytes> {
  let raw = 0;
  let gzip = 0;
  let lots = 0;
  for (const url of urls) {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.toString()}`);
    raw += body.length / urls.length;
    gzip += gzipSync(body, { level: GZIP_LEVEL }).length / urls.length;
    lots += (JSON.parse(body.toString()) as { data: unknown[] }).data.length / urls.length;
  }
  return { raw, gzip, lots };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  await withBenchDatabase(benchServerUrl, 'll_bytes', 4, async (database, url) => {
    const now = new Date();
    await seedBenchData(database.db, { ...postgresSize, reservationsPerLot: 0 }, now);
    const config = loadConfig({
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
    });
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const [driver] = await database.db
      .select()
      .from(users)
      .where(like(users.email, 'bench-%'))
      .orderBy(asc(users.id))
      .offset(100)
      .limit(1);
    if (!driver) throw new Error('no bench user');
    const token = (await createSession(database.db, driver, true, now)).accessToken;
    await database.db.execute(sql`select setseed(0.5)`);
    const points = await database.db
      .select({ latitude: parkingLots.latitude, longitude: parkingLots.longitude })
      .from(parkingLots)
      .orderBy(sql`random()`)
      .limit(50);
    const from = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3 * 3_600_000);
    const fmt = (d: Date) => d.toLocaleString('sv-SE', { timeZone: config.APP_TIMEZONE });
    const urls = (path: string) =>
      points.map((p) => {
        const half = lotSpreadDeg * 0.6;
        const q = new URLSearchParams({
          only_available: '1',
          alternative_period: '0',
          from: fmt(from),
          to: fmt(new Date(from.getTime() + 3_600_000)),
          'southWest[lat]': String(p.latitude - half),
          'southWest[lng]': String(p.longitude - half),
          'northEast[lat]': String(p.latitude + half),
          'northEast[lng]': String(p.longitude + half),
        });
        return `${base}/api/${path}?${q}`;
      });
    for (const path of (process.argv[2] ?? 'parking-finder,parking-finder/map').split(',')) {
      const b = await answerBytes(urls(path), token);
      console.log(
        `${path}: ${b.lots.toFixed(0)} lots per answer, ${kib(b.raw)} raw (${b.raw.toFixed(0)} B), ${kib(b.gzip)} gzipped (${b.gzip.toFixed(0)} B)`,
      );
    }
    await app.close();
  });
}
