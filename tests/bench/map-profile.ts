// `npm run bench map-profile`: where the map's HTTP answer spends the server's CPU. One server
// process (as `npm start` serves on PostgreSQL) under `node --cpu-prof`, 2,000 map searches
// from 16 clients, then its samples by package and function. BENCH_REDIS_URL='' runs it
// without Redis (no access-token cache on PostgreSQL: docs/auth.md); BENCH_FINDER=list profiles
// the list (GET /parking-finder, the lots' full records) instead of the map.
import { loadavg } from 'node:os';
import { parkingLots } from '../../src/server/db/schema/index';
import { withBenchDatabase } from './bench-database';
import { describeGc } from './gc-trace';
import { printSelfTime, profiledRequests } from './profiled-requests';
import { benchDriverTokens, postgresSize, seedBenchData } from './seed';
import { benchWindow, viewportQuery } from './viewports';

export async function profileMap(serverUrl: string, queries = 2000, concurrency = 16): Promise<void> {
  const list = process.env.BENCH_FINDER === 'list';
  const path = list ? 'parking-finder' : 'parking-finder/map';
  const what = list ? 'list' : 'map';
  await withBenchDatabase(serverUrl, 'll_mapprof', 8, async (database, url) => {
    const now = new Date();
    await seedBenchData(database.db, postgresSize, now);
    const tokens = await benchDriverTokens(database.db, now);
    const points = await database.db
      .select({ latitude: parkingLots.latitude, longitude: parkingLots.longitude })
      .from(parkingLots)
      .limit(queries);
    const window = benchWindow(now, 'Europe/Bucharest');
    const { perSecond, summary, gc } = await profiledRequests(url, {
      requests: queries,
      clients: concurrency,
      request: (base, i) => {
        const point = points[(i * 7919) % points.length] as { latitude: number; longitude: number };
        return {
          url: `${base}/api/${path}?${viewportQuery(point, window)}`,
          token: tokens[i % tokens.length] as string,
        };
      },
    });
    console.log(
      `${what} through HTTP (lean client, ${concurrency} clients): ${perSecond.toFixed(0)}/s; load ${loadavg()[0]?.toFixed(2)}`,
    );
    console.log(`the app server's memory: ${describeGc(gc, queries)}`);
    console.log(
      `server busy ${summary.busyMs.toFixed(0)} ms in the profile (the measured run); self time by package or folder:`,
    );
    printSelfTime(summary);
  });
}
