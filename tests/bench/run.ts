// `npm run bench`: prints figures (nothing here asserts): finder latency and booking
// throughput on PostgreSQL (100,000 lots, 1,000,000 reservations) and on PGlite (a smaller
// set), and the production bundle sizes. Set BENCH_DATABASE_URL to choose the server
// (default postgres://postgres@127.0.0.1:5432/test, where a fresh database is made and dropped).
import { openPglite, pgliteDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { benchAdminLists } from './admin-lists';
import { benchServerUrl, withBenchDatabase } from './bench-database';
import { printBundleSizes } from './bundle-sizes';
import { benchFinderAndBooking, unlessStoppedAfterFinder } from './finder-booking';
import { printFinderBooking } from './print-finder-booking';
import { benchLighthouse } from './lighthouse';
import { profileBooking } from './booking-profile';
import { profileBookingServer } from './booking-server-profile';
import { profileFirstScreen } from './first-screen-profile';
import { profileMap } from './map-profile';
import { profileScaleList } from './scale-profile';
import { benchFirstScreenTasks } from './first-screen-tasks';
import { pgliteSize, postgresSize } from './seed';
import { benchOfflineStart } from './offline-start';
import { benchScale } from './scale';
import { benchSeriesBooking } from './series-booking';
import { benchStartMemory } from './start-memory';

const only = process.argv[2]; // optional: postgres | pglite | bundle | start | lighthouse | admin | booking-profile | booking-server-profile | map-profile | first-screen-profile | first-screen-tasks | scale | scale-profile | offline

if (!only || only === 'postgres') {
  await withBenchDatabase(benchServerUrl, 'll_bench', 32, async (database, url) => {
    // BENCH_SERVERS server processes (default 1) behind the benchmark's round-robin clients.
    const count = Number(process.env.BENCH_SERVERS ?? 1);
    const figures = await benchFinderAndBooking(database, postgresSize, {
      queries: 2000,
      bookings: 3000,
      concurrency: 16,
      serverProcesses: { databaseUrl: url, count },
      pgbenchServerUrl: benchServerUrl,
      openLoopRates: [50, 100, 200, 400, 500],
      openLoopSeconds: Number(process.env.BENCH_OPEN_LOOP_SECONDS ?? 20),
    }).catch(unlessStoppedAfterFinder);
    if (figures) printFinderBooking(figures);
  });
}

if (!only || only === 'pglite') {
  const client = await openPglite();
  const database = pgliteDatabase(client, () => client.close());
  try {
    await runMigrations(database);
    const figures = await benchFinderAndBooking(database, pgliteSize, {
      queries: 1000,
      bookings: 500,
      concurrency: 16,
      openLoopRates: [50, 100, 200],
      openLoopSeconds: Number(process.env.BENCH_OPEN_LOOP_SECONDS ?? 10),
    }).catch(unlessStoppedAfterFinder);
    if (figures) printFinderBooking(figures);
  } finally {
    await database.close();
  }
}

if (!only || only === 'bundle') await printBundleSizes();

// `npm start` on existing embedded data: time to the first answer and idle memory, beside a bare Fastify + PGlite.
if (!only || only === 'start') await benchStartMemory();

if (!only || only === 'lighthouse') await benchLighthouse();

// The admin lists (100,000 rows per table): only when asked for, `npm run bench admin`.
if (only === 'admin') await benchAdminLists(benchServerUrl);

// A 12-week weekday series against 60 single bookings: `npm run bench series` (PGlite), `series-postgres`.
if (!only || only === 'series') {
  const client = await openPglite();
  const database = pgliteDatabase(client, () => client.close());
  try {
    await runMigrations(database);
    await benchSeriesBooking(database, 'PGlite');
  } finally {
    await database.close();
  }
}
if (only === 'series-postgres') {
  await withBenchDatabase(benchServerUrl, 'll_bench_series', 8, async (database) =>
    benchSeriesBooking(database, 'PostgreSQL'),
  );
}

// A city's year (1,000,000 reservations, kept between runs) and the lists a driver opens: `npm run bench scale`.
if (only === 'scale') await benchScale(benchServerUrl);

// Where one of the city's lists spends the server's CPU (node --cpu-prof): `npm run bench scale-profile`.
if (only === 'scale-profile') await profileScaleList(benchServerUrl);

// A cold start of the installed app, the server up and stopped, at 1x and 4x CPU throttle: `npm run bench offline`.
if (only === 'offline') await benchOfflineStart();

// Where one booking's time goes, statement by statement: only when asked for, `npm run bench booking-profile`.
if (only === 'booking-profile') await profileBooking(benchServerUrl);

// Where a booking through HTTP spends the app server's CPU (node --cpu-prof): `npm run bench booking-server-profile`.
if (only === 'booking-server-profile') await profileBookingServer(benchServerUrl);

// Where the map's HTTP answer spends the server's CPU (node --cpu-prof): `npm run bench map-profile`.
if (only === 'map-profile') await profileMap(benchServerUrl);

// Where a cold load of the signed-in home spends the main thread: `npm run bench first-screen-profile`.
if (only === 'first-screen-profile') await profileFirstScreen();

// The home's cold-load tasks by kind, beside another build's (FIRST_SCREEN_BASELINE): `npm run bench first-screen-tasks`.
if (only === 'first-screen-tasks') await benchFirstScreenTasks();
