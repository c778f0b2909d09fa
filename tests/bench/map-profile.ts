// `npm run bench map-profile`: where the map's HTTP answer spends the server's CPU. One server
// process (as `npm start` serves on PostgreSQL) under `node --cpu-prof`, 2,000 map searches
// from 16 clients, then its samples by package and function. BENCH_REDIS_URL='' runs it
// without Redis (no access-token cache on PostgreSQL: docs/auth.md); BENCH_FINDER=list profiles
// the list (GET /parking-finder, the lots' full records) instead of the map.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, like } from 'drizzle-orm';
import { parkingLots, users } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { withBenchDatabase } from './bench-database';
import { startBenchServers } from './bench-servers';
import { summarizeCpuProfiles } from './cpu-profile';
import { leanClient } from './lean-client';
import { postgresSize, seedBenchData } from './seed';
import { runConcurrently } from './stats';
import { benchWindow, viewportQuery } from './viewports';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export async function profileMap(serverUrl: string, queries = 2000, concurrency = 16): Promise<void> {
  const list = process.env.BENCH_FINDER === 'list';
  const path = list ? 'parking-finder' : 'parking-finder/map';
  const what = list ? 'list' : 'map';
  await withBenchDatabase(serverUrl, 'll_mapprof', 8, async (database, url) => {
    const now = new Date();
    await seedBenchData(database.db, postgresSize, now);
    const profileDir = mkdtempSync(join(tmpdir(), 'map-profile-'));
    const servers = await startBenchServers(url, 1, {
      script: 'src/server/cli/serve-api.ts',
      healthPath: '/api/health',
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    });
    const client = leanClient(concurrency);
    let measuredFrom = 0;
    try {
      const drivers = await database.db.select().from(users).where(like(users.email, 'bench-%')).orderBy(asc(users.id));
      const tokens = await Promise.all(
        drivers.slice(100, 164).map(async (u) => (await createSession(database.db, u, true, now)).accessToken),
      );
      const points = await database.db
        .select({ latitude: parkingLots.latitude, longitude: parkingLots.longitude })
        .from(parkingLots)
        .limit(queries);
      const window = benchWindow(now, 'Europe/Bucharest');
      const mapUrl = (i: number) => {
        const point = points[(i * 7919) % points.length] as { latitude: number; longitude: number };
        return `${servers.urls[0]}/api/${path}?${viewportQuery(point, window)}`;
      };
      const get = async (i: number) => {
        const res = await client.send(mapUrl(i), {
          headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'accept-encoding': 'gzip' },
        });
        if (res.status !== 200) throw new Error(`${what} answered ${res.status}`);
      };
      await runConcurrently(200, concurrency, get); // warm-up: plans, caches, JIT
      measuredFrom = Number(process.hrtime.bigint() / 1000n);
      const elapsed = await runConcurrently(queries, concurrency, get);
      console.log(
        `${what} through HTTP (lean client, ${concurrency} clients): ${((queries / elapsed) * 1000).toFixed(0)}/s; load ${loadavg()[0]?.toFixed(2)}`,
      );
    } finally {
      client.close();
      await servers.stop();
    }
    const summary = summarizeCpuProfiles(profileDir, { fromMicros: measuredFrom });
    rmSync(profileDir, { recursive: true, force: true });
    console.log(
      `server busy ${summary.busyMs.toFixed(0)} ms in the profile (the measured run); self time by package or folder:`,
    );
    for (const [bucket, share] of summary.buckets) console.log(`  ${pct(share).padStart(6)}  ${bucket}`);
    console.log('by function:');
    for (const [fn, share] of summary.functions) console.log(`  ${pct(share).padStart(6)}  ${fn}`);
  });
}
