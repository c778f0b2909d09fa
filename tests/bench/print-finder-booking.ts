import { loadavg } from 'node:os';
import type { PgbenchRun } from './anchors';
import { cpuTotal, type CpuSnapshot } from './cpu-meter';
import type { FinderBookingFigures } from './finder-booking';
import { ms } from './stats';

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
const perSecond = (v: number) => `${v.toFixed(0)}/s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Every figure beside its anchor, measured in the same run, with the ratio between them. */
export function printFinderBooking(f: FinderBookingFigures): void {
  const lots = f.seed.locations * f.seed.lotsPerLocation;
  console.log(`\n## Finder and booking on ${f.database}`);
  console.log(
    `seed: ${lots.toLocaleString('en')} lots in ${f.seed.locations} locations, ${(lots * f.seed.reservationsPerLot).toLocaleString('en')} reservations, ${f.seed.users} users (${f.seed.seedSeconds.toFixed(1)} s)`,
  );
  console.log(`served by ${f.servers}; load average now ${loadavg()[0]?.toFixed(2)} on 2 cores`);

  console.log(`\nfinder: ${f.finder.meanLots.toFixed(0)} lots per answer on average (max ${f.finder.maxLots})`);
  console.log(
    `  one client:  p50 ${ms(f.finder.single.p50)}  p95 ${ms(f.finder.single.p95)}  p99 ${ms(f.finder.single.p99)}`,
  );
  console.log(
    `  ${f.finder.concurrency} clients (closed loop): p50 ${ms(f.finder.p50)}  p95 ${ms(f.finder.p95)}  p99 ${ms(f.finder.p99)}`,
  );
  const a = f.anchored;
  console.log(
    `  the map through HTTP ${perSecond(a.map.httpPerSecond)} vs its service alone (SQL through pg) ${perSecond(a.map.servicePerSecond)}: ${pct(a.map.httpPerSecond, a.map.servicePerSecond)}`,
  );
  console.log(
    `  the list (GET /parking-finder) through HTTP ${perSecond(a.list.httpPerSecond)} vs its service alone ${perSecond(a.list.servicePerSecond)}: ${pct(a.list.httpPerSecond, a.list.servicePerSecond)}`,
  );
  console.log('  (each measured twice, in the order HTTP, service, service, HTTP)');
  printCpuRows('  CPU per answer (ms):', [
    ['the map through HTTP', a.map.cpu.http],
    ['the map service alone', a.map.cpu.service],
    ['the list through HTTP', a.list.cpu.http],
    ['the list service alone', a.list.cpu.service],
  ]);
  console.log(
    `  bytes per map answer: ${kib(a.rawBytes)} raw, ${kib(a.gzipBytes)} gzipped; the list's answer for the same viewports ${kib(a.listRawBytes)} raw, ${kib(a.listGzipBytes)} gzipped: map/list ${pct(a.rawBytes, a.listRawBytes)} raw, ${pct(a.gzipBytes, a.listGzipBytes)} gzipped`,
  );
  console.log(`  open loop (requests fired on a timer; latency from the scheduled time):`);
  for (const s of a.openLoop.steps) {
    console.log(
      `    ${String(s.rate).padStart(4)}/s for ${s.seconds} s: p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  failed ${s.failed}  load ${s.load1.toFixed(2)}`,
    );
  }
  console.log(`  highest rate with p95 under 50 ms: ${a.openLoop.highestRateUnderLimit ?? 'none of those tried'}/s`);
  if (a.health) {
    console.log(
      `\nGET /api/health ${perSecond(a.health.app)} vs bare Fastify + pg select 1 ${perSecond(a.health.bare)}: ${pct(a.health.app, a.health.bare)}`,
    );
  }

  console.log(`\nbooking (${f.finder.concurrency} clients, distinct lots and users):`);
  if (f.pgbench && 'skipped' in f.pgbench) console.log(`  pgbench anchor skipped: ${f.pgbench.skipped}`);
  const runs = f.pgbench && 'runs' in f.pgbench ? f.pgbench.runs : [];
  for (const run of runs) if ('skipped' in run) console.log(`  a pgbench run failed: ${run.skipped}`);
  const measured = runs.filter((run): run is PgbenchRun => 'tps' in run);
  const sorted = measured.map((run) => run.tps).sort((a, b) => a - b);
  const anchor = sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : undefined;
  if (anchor && f.pgbench && 'scale' in f.pgbench) {
    const each = measured.map((run) => `${run.tps.toFixed(0)} (load ${run.load1.toFixed(2)})`).join(', ');
    console.log(
      `  anchor: pgbench TPC-B at scale ${f.pgbench.scale}, 16 clients, prepared, run before, between and after the bookings: ${each}; median ${anchor.toFixed(0)} TPS`,
    );
  }
  const line = (label: string, value: number) =>
    console.log(
      `  ${label}: ${perSecond(value)}${anchor ? ` (${pct(value, anchor)} of pgbench's ${anchor.toFixed(0)} TPS)` : ''}`,
    );
  line('through HTTP', f.bookingHttpPerSecond);
  line('through HTTP with an Idempotency-Key, as the app sends', f.bookingKeyedPerSecond);
  line('the booking service with no HTTP', f.bookingDirectPerSecond);
  console.log(`  HTTP / service: ${pct(f.bookingHttpPerSecond, f.bookingDirectPerSecond)}`);
  printCpu(measured, f.bookingCpu);
  if (f.bookingSql) printBookingSql(f.bookingSql);
}

/** Bookings through HTTP against the booking's own statements replayed through `pg` (booking-sql.ts). */
function printBookingSql(b: NonNullable<FinderBookingFigures['bookingSql']>): void {
  const names = { http: 'HTTP', sql: 'SQL', bare: 'bare' };
  console.log(`
booking against its own SQL (${b.statements} statements a booking, replayed through pg; alternated ${b.runs.map((r) => names[r.kind]).join(', ')}):`);
  console.log(
    `  through HTTP ${perSecond(b.httpPerSecond)}, its SQL alone ${perSecond(b.sqlPerSecond)}: ${pct(b.httpPerSecond, b.sqlPerSecond)} of its own SQL (target 80%)`,
  );
  if (b.barePerSecond !== undefined)
    console.log(
      `  the same SQL behind a bare HTTP server (bare-booking-server.ts: node:http, no token, no Redis) ${perSecond(b.barePerSecond)}: ${pct(b.barePerSecond, b.sqlPerSecond)} of its own SQL, the ceiling of any server here; the app ${pct(b.httpPerSecond, b.barePerSecond)} of the bare server`,
    );
  console.log(`  each run: ${b.runs.map((r) => `${names[r.kind]} ${perSecond(r.perSecond)}`).join(', ')}`);
  printCpuRows('  CPU per booking (ms):', [
    ['through HTTP', b.cpu.http],
    ['its SQL alone', b.cpu.sql],
    ...(b.cpu.bare ? [['behind the bare server', b.cpu.bare] as [string, CpuSnapshot]] : []),
  ]);
  for (const { http, sql } of b.openLoop) {
    console.log(
      `  open loop at ${http.rate}/s for ${http.seconds} s: through HTTP p50 ${ms(http.p50)}, p99 ${ms(http.p99)} (${http.failed} failed); its SQL p50 ${ms(sql.p50)}, p99 ${ms(sql.p99)} (${sql.failed} failed); p99 ratio ${(http.p99 / sql.p99).toFixed(2)}x (guard at 200/s: 1.5x)`,
    );
    const at = (step: { slowestSentAt: number[] }) => step.slowestSentAt.map((t) => t.toFixed(1)).join(' ');
    console.log(`    the slowest 1% sent at (s): through HTTP ${at(http)}; its SQL ${at(sql)}`);
  }
  console.log(
    `  check: reservations, ledger transactions, entries, notifications and those recorded published the replayed run left ${b.check.replayed.join(', ')}; as many bookings through the service ${b.check.service.join(', ')}`,
  );
}

const cpuMs = (value: number) => value.toFixed(2);

/**
 * CPU ms per operation on each side, from /proc (cpu-meter.ts): where a ratio is lost. The
 * bench process is the load generator and, for a service alone, the service itself.
 */
function printCpuRows(title: string, rows: [string, CpuSnapshot][]): void {
  if (rows.every(([, c]) => cpuTotal(c) === 0)) return; // no /proc on this system
  console.log(title);
  for (const [label, c] of rows)
    console.log(
      `    ${label}: PostgreSQL ${cpuMs(c.postgres)}, app server ${cpuMs(c.appServers)}, Redis ${cpuMs(c.redis)}, bench process ${cpuMs(c.benchClient)}, pgbench ${cpuMs(c.reaped)}; total ${cpuMs(cpuTotal(c))}`,
    );
}

function printCpu(anchorRuns: PgbenchRun[], booking: FinderBookingFigures['bookingCpu']): void {
  printCpuRows('  CPU per operation (ms; 2 cores: a total of 1 ms is at most 2,000/s):', [
    ...anchorRuns.map((run, i): [string, CpuSnapshot] => [`pgbench TPC-B run ${i + 1}`, run.cpu]),
    ['booking through HTTP', booking.http],
    ['booking through HTTP with a key', booking.keyed],
    ['booking service alone', booking.direct],
  ]);
}
