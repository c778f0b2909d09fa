import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { freePort } from '../support/e2e-server';

const root = resolve(import.meta.dirname, '../..');

export type BenchServers = { urls: string[]; redisUrl: string; stop: () => Promise<void> };

/**
 * The Redis the servers use: BENCH_REDIS_URL (empty: none), else the local one when it answers,
 * as a PostgreSQL deployment would run (real-time events across processes, and the access-token
 * cache, which on PostgreSQL needs Redis: docs/auth.md).
 */
export async function benchRedisUrl(): Promise<string> {
  const configured = process.env.BENCH_REDIS_URL;
  if (configured !== undefined) return configured;
  const url = 'redis://127.0.0.1:6379';
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    socket.setTimeout(500, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
  return answers ? url : '';
}

/**
 * `count` server processes (the code `npm start` runs: src/server/cli/serve-api.ts) on one
 * PostgreSQL database, each on its own port: the benchmark's clients spread their requests
 * over them as a load balancer would. Out of the benchmark's process, so the clients' own
 * work (HTTP, gunzip, JSON) does not queue on the servers' event loop.
 */
export async function startBenchServers(
  databaseUrl: string,
  count: number,
  process_: {
    script: string;
    healthPath: string;
    nodeArgs?: string[];
    /** Each chunk the servers print (with `--trace-gc-nvp`, say: gc-trace.ts). */
    onOutput?: (chunk: string) => void;
    /** More environment for the script. */
    env?: Record<string, string>;
  } = {
    script: 'src/server/cli/serve-api.ts',
    healthPath: '/api/health',
  },
): Promise<BenchServers> {
  const redisUrl = await benchRedisUrl();
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
        const child = spawn(
          process.execPath,
          [...(process_.nodeArgs ?? []), ...nodeArgs, '--import', 'tsx', process_.script],
          {
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
              REDIS_URL: redisUrl,
              ...process_.env,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        children.push(child);
        // BENCH_SERVER_LOG: the servers' output also appended to this file (with --trace-gc, say).
        const log = process.env.BENCH_SERVER_LOG;
        const keep = (d: Buffer) => {
          const chunk = d.toString();
          output += chunk;
          process_.onOutput?.(chunk);
          if (log) appendFileSync(log, d);
        };
        child.stdout?.on('data', keep);
        child.stderr?.on('data', keep);
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
    return { urls, redisUrl, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
