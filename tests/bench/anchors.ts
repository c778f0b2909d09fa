import { spawnSync } from 'node:child_process';
import { withScratchDatabase } from './bench-database';
import { startBenchServers } from './bench-servers';
import { runConcurrently } from './stats';

/**
 * What this machine's PostgreSQL does on its own: pgbench's TPC-B (a small write transaction,
 * like a booking), 16 clients, prepared statements, on a database made and dropped here.
 * Null, with the reason, when pgbench is not installed.
 */
export async function pgbenchTps(serverUrl: string, seconds = 15): Promise<{ tps: number } | { skipped: string }> {
  const probe = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { skipped: 'pgbench is not installed (Debian: postgresql-client)' };
  return withScratchDatabase(serverUrl, 'll_pgbench', async (url) => {
    const init = spawnSync('pgbench', ['-i', '-s', '1', '-q', url], { encoding: 'utf8' });
    if (init.status !== 0) return { skipped: `pgbench -i failed: ${init.stderr.trim().split('\n').pop()}` };
    const run = spawnSync('pgbench', ['-c', '16', '-j', '2', '-M', 'prepared', '-T', String(seconds), '-n', url], {
      encoding: 'utf8',
    });
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    if (run.status !== 0 || !tps) return { skipped: `pgbench failed: ${run.stderr.trim().split('\n').pop()}` };
    return { tps: Number(tps) };
  });
}

/** Closed-loop requests a second of GET `url`, `concurrency` clients always in flight. */
export async function requestsPerSecond(urls: string[], total: number, concurrency: number): Promise<number> {
  const elapsed = await runConcurrently(total, concurrency, async (i) => {
    const res = await fetch(urls[i % urls.length] as string);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${urls[0]} answered ${res.status}`);
  });
  return (total / elapsed) * 1000;
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
