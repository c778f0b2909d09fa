import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../support/e2e-server';

const root = resolve(import.meta.dirname, '../..');

export type BenchServers = { urls: string[]; stop: () => Promise<void> };

/**
 * `count` server processes (the code `npm start` runs: src/server/cli/serve-api.ts) on one
 * PostgreSQL database, each on its own port: the benchmark's clients spread their requests
 * over them as a load balancer would. Out of the benchmark's process, so the clients' own
 * work (HTTP, gunzip, JSON) does not queue on the servers' event loop.
 */
export async function startBenchServers(
  databaseUrl: string,
  count: number,
  process_: { script: string; healthPath: string } = {
    script: 'src/server/cli/serve-api.ts',
    healthPath: '/api/health',
  },
): Promise<BenchServers> {
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }),
    );
  };
  try {
    const urls = await Promise.all(
      Array.from({ length: count }, async () => {
        const port = await freePort();
        let output = '';
        // BENCH_SERVER_NODE_ARGS: flags for the servers' node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`.
        const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
        const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', process_.script], {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DATABASE_URL: databaseUrl,
            PORT: String(port),
            HOST: '127.0.0.1',
            DEMO_DATA: 'false',
            JOBS: 'false',
            LOG_LEVEL: 'silent',
            STATIC_DIR: '/nonexistent',
            // Several processes share real-time events through Redis, as they would in production;
            // one process uses it too when BENCH_REDIS_URL is set (the access-token cache needs it
            // on PostgreSQL: docs/auth.md).
            REDIS_URL:
              count > 1 || process.env.BENCH_REDIS_URL ? (process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379') : '',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
        child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
        const url = `http://127.0.0.1:${port}`;
        const deadline = Date.now() + 60_000;
        for (;;) {
          if (child.exitCode !== null) throw new Error(`A bench server exited early:\n${output}`);
          const ok = await fetch(`${url}${process_.healthPath}`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) return url;
          if (Date.now() > deadline) throw new Error(`A bench server did not answer within 60 s:\n${output}`);
          await new Promise((r) => setTimeout(r, 200));
        }
      }),
    );
    return { urls, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
