// `npm run bench booking-server-profile`: where a booking through HTTP spends the app server's
// CPU, the side the booking's own SQL does not pay (docs/performance.md, "Against its own SQL").
// One server process (as `npm start` serves on PostgreSQL, with Redis when it answers) under
// `node --cpu-prof`, 3,000 bookings of distinct lots from 16 clients as `npm run bench` sends
// them, after 3,000 of warm-up (BENCH_WARM_UP; V8 compiles the booking's path on its worker
// threads for thousands of requests: after 300, 17% of the server's CPU in the measured run was
// TurboFan's) and an ANALYZE of the booked tables; then the samples by package
// and function, and the callers (nine deep) of the five heaviest functions; before them the CPU
// a booking costs each side (cpu-meter.ts), and the bytes the server allocated and promoted a
// booking with its collections (gc-trace.ts). BENCH_BOOKINGS: how many are measured;
// BENCH_CPU_PROF=0: no profiler, the CPU figures alone (an A/B of a change in two minutes) or
// `perf record` beside it (NODE_OPTIONS=--perf-basic-prof names the JavaScript frames).
// BENCH_PROFILE_SIZE=small: the PGlite bench's city (10,000 lots) instead of the PostgreSQL
// bench's (100,000 lots, 1,000,000 reservations): seeded in seconds rather than two minutes,
// for an A/B of the app server's CPU, which the database's size does not move.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { formatApiDateTime } from '../../src/domain/date-time';
import { withBenchDatabase } from './bench-database';
import { heaviestCallers } from './cpu-profile';
import { describeGc } from './gc-trace';
import { printCallers, printSelfTime, profiledRequests } from './profiled-requests';
import { benchDriverTokens, bookableLots, pgliteSize, postgresSize, seedBenchData } from './seed';

export async function profileBookingServer(
  serverUrl: string,
  bookings = Number(process.env.BENCH_BOOKINGS ?? 3000),
  clients = 16,
): Promise<void> {
  const warmUp = Number(process.env.BENCH_WARM_UP ?? 3000);
  await withBenchDatabase(serverUrl, 'll_bookprof', 4, async (database, url) => {
    const now = new Date();
    await seedBenchData(database.db, process.env.BENCH_PROFILE_SIZE === 'small' ? pgliteSize : postgresSize, now);
    await database.db.execute(sql`vacuum analyze`);
    const tokens = await benchDriverTokens(database.db, now);
    const lots = await bookableLots(database.db, bookings + warmUp);
    if (lots.length < bookings + warmUp) throw new Error(`only ${lots.length} lots to book`);
    const zone = 'Europe/Bucharest';
    const start = DateTime.fromJSDate(now, { zone }).plus({ days: 2 }).startOf('hour');
    const startTime = formatApiDateTime(start.toJSDate(), zone);
    const endTime = formatApiDateTime(start.plus({ minutes: 60 }).toJSDate(), zone);
    const { perSecond, summary, cpu, gc, inspected } = await profiledRequests(url, {
      requests: bookings,
      clients,
      warmUp,
      request: (base, i) => {
        const lotId = (lots[i] as { id: number }).id;
        return {
          url: `${base}/api/reservations`,
          token: tokens[i % tokens.length] as string,
          status: 201,
          body: {
            parking_lot_id: lotId,
            automobile_registration: `BNCH${lotId}`,
            start_time: startTime,
            end_time: endTime,
          },
        };
      },
      // As `npm run bench` does before each measured run (finder-booking.ts, `checkpoint`).
      afterWarmUp: async () => {
        await database.db.execute(
          sql`analyze reservations, ledger_transactions, ledger_entries, ledger_total_changes, notifications, idempotency_keys`,
        );
        // A mark for a system profiler (perf) started beside the bench.
        console.log(`warmed up; ${bookings} bookings measured from ${new Date().toISOString()}`);
      },
      inspect: heaviestCallers,
    });
    console.log(
      `bookings through HTTP (lean client, ${clients} clients): ${perSecond.toFixed(0)}/s; load ${loadavg()[0]?.toFixed(2)}`,
    );
    const ms = (v: number) => v.toFixed(3);
    console.log(
      `CPU a booking (ms): app server ${ms(cpu.appServers)}, PostgreSQL ${ms(cpu.postgres)}, Redis ${ms(cpu.redis)}, bench process ${ms(cpu.benchClient)}`,
    );
    console.log(`the app server's memory: ${describeGc(gc, bookings)}`);
    if (summary.busyMs === 0) return; // BENCH_CPU_PROF=0
    console.log(`server busy ${(summary.busyMs / bookings).toFixed(3)} ms a booking; self time by package or folder:`);
    printSelfTime(summary);
    if (inspected) printCallers(inspected);
  });
}
