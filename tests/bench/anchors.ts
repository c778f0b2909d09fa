import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { databaseUrl } from '../support/postgres-urls';
import { startBenchServers } from './bench-servers';
import { cpuPerOperation, cpuSnapshot, type CpuSnapshot } from './cpu-meter';
import { leanClient } from './lean-client';
import { runConcurrently } from './stats';

/** One pgbench run: its transactions a second, the load average when it ended, CPU ms per transaction. */
export type PgbenchRun = { tps: number; load1: number; cpu: CpuSnapshot };

/** pgbench at this scale: one branch row per client, so its 16 clients never queue on one row. */
export const PGBENCH_SCALE = 16;
const PGBENCH_CLIENTS = 16;

export type PgbenchAnchor = {
  scale: number;
  /** One run of `seconds` (the database is initialised once, when opened). */
  measure: (seconds?: number) => PgbenchRun | { skipped: string };
  close: () => Promise<void>;
};

/**
 * What this machine's PostgreSQL does on its own: pgbench's TPC-B (a small write transaction,
 * like a booking), 16 clients, prepared statements, at scale 16 on a database made here once
 * and dropped by close(). At scale 1 the 16 clients all update the one branch row and queue
 * on it: that anchor moved by half between runs and made every ratio against it wrong
 * (docs/performance.md). Measure it between the runs it anchors, not once before them.
 */
export async function openPgbenchAnchor(serverUrl: string): Promise<PgbenchAnchor | { skipped: string }> {
  const probe = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { skipped: 'pgbench is not installed (Debian: postgresql-client)' };
  const name = `ll_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const close = async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
  const url = databaseUrl(serverUrl, name);
  const init = spawnSync('pgbench', ['-i', '-s', String(PGBENCH_SCALE), '-q', url], { encoding: 'utf8' });
  if (init.status !== 0) {
    await close();
    return { skipped: `pgbench -i failed: ${init.stderr.trim().split('\n').pop()}` };
  }
  const measure = (seconds = 10) => {
    const args = ['-c', String(PGBENCH_CLIENTS), '-j', '2', '-M', 'prepared', '-T', String(seconds), '-n', url];
    const before = cpuSnapshot();
    const run = spawnSync('pgbench', args, { encoding: 'utf8' });
    const after = cpuSnapshot();
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    const transactions = /actually processed: (\d+)/.exec(run.stdout)?.[1];
    if (run.status !== 0 || !tps || !transactions)
      return { skipped: `pgbench failed: ${run.stderr.trim().split('\n').pop()}` };
    return { tps: Number(tps), load1: loadavg()[0] ?? 0, cpu: cpuPerOperation(before, after, Number(transactions)) };
  };
  return { scale: PGBENCH_SCALE, measure, close };
}

/** Closed-loop requests a second of GET `url`, `concurrency` clients always in flight. */
export async function requestsPerSecond(urls: string[], total: number, concurrency: number): Promise<number> {
  const client = leanClient(concurrency);
  try {
    const elapsed = await runConcurrently(total, concurrency, async (i) => {
      const res = await client.send(urls[i % urls.length] as string);
      if (res.status !== 200) throw new Error(`${urls[0]} answered ${res.status}`);
    });
    return (total / elapsed) * 1000;
  } finally {
    client.close();
  }
}

/** GET /api/health of the app's servers beside the same route on bare Fastify + pg, same database. */
export async function healthAgainstBare(
  appBases: string[],
  url: string,
  total = 20_000,
): Promise<{ app: number; bare: number }> {
  const bare = await startBenchServers(url, appBases.length, {
    script: 'tests/bench/bare-server.ts',
    healthPath: '/health',
  });
  try {
    const bareRate = await requestsPerSecond(
      bare.urls.map((b) => `${b}/health`),
      total,
      16,
    );
    const appRate = await requestsPerSecond(
      appBases.map((b) => `${b}/api/health`),
      total,
      16,
    );
    return { app: appRate, bare: bareRate };
  } finally {
    await bare.stop();
  }
}
