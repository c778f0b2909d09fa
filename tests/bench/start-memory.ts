// `npm run bench start`: how long `npm start` takes to serve on existing embedded data, and its
// idle memory, beside a bare Fastify + PGlite started the same way in the same run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { npmStartNode } from '../support/compiled-server';
import { freePort } from '../support/e2e-server';

const root = resolve(import.meta.dirname, '../..');

export type StartSample = { readyMs: number; rssMiB: number; load1: number };

/** Every process below `pid` (npm runs a shell that runs node). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we read
    }
  }
  const all: number[] = [];
  const walk = (p: number) => {
    for (const child of children.get(p) ?? []) {
      all.push(child);
      walk(child);
    }
  };
  walk(pid);
  return all;
}

function rssKiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The server's own RSS: the largest process of the tree (npm and sh are a few MiB each). */
function serverRssMiB(pid: number): number {
  return Math.max(rssKiB(pid), ...descendants(pid).map(rssKiB)) / 1024;
}

/**
 * Spawns `command` (in `cwd`, the checkout by default) on a free port, times spawn -> first 200
 * of `healthPath`, then waits `idleMs` and reads the server process's VmRSS; stops it with SIGTERM.
 */
export async function measureStart(
  command: string[],
  env: Record<string, string>,
  options: { healthPath?: string; idleMs?: number; cwd?: string } = {},
): Promise<StartSample> {
  // BENCH_START_PORT: a fixed port (on a shared machine, one's own range) instead of a free one.
  const port = process.env.BENCH_START_PORT ? Number(process.env.BENCH_START_PORT) : await freePort();
  const url = `http://127.0.0.1:${port}${options.healthPath ?? '/api/health'}`;
  let output = '';
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: options.cwd ?? root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  try {
    let readyMs = 0;
    const deadline = started + 120_000;
    while (!readyMs) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited:\n${output}`);
      if (performance.now() > deadline) throw new Error(`${command.join(' ')} did not answer:\n${output}`);
      const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) readyMs = performance.now() - started;
      else await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, options.idleMs ?? 30_000));
    return { readyMs, rssMiB: serverRssMiB(child.pid as number), load1: loadavg()[0] ?? 0 };
  } finally {
    // The whole group (npm, its shell, the server under them), and until the server itself is
    // gone: npm may exit first while the server still closes its database.
    const tree = [child.pid as number, ...descendants(child.pid as number)];
    const alive = () => tree.filter((pid) => existsSync(`/proc/${pid}`));
    try {
      process.kill(-(child.pid as number), 'SIGTERM');
    } catch {
      // already gone
    }
    const deadline = Date.now() + 20_000;
    while (alive().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    for (const pid of alive()) process.kill(pid, 'SIGKILL');
    await exited;
  }
}

const fmt = (s: StartSample) =>
  `${(s.readyMs / 1000).toFixed(2)} s, ${s.rssMiB.toFixed(0)} MiB (load ${s.load1.toFixed(2)})`;

/**
 * Three alternated rounds of `npm start` on an existing embedded data folder (made by a first
 * start, which also builds the app when dist/ is stale) and of the bare anchor on its own
 * PGlite folder, then the medians.
 */
export async function benchStartMemory(rounds = Number(process.env.BENCH_START_ROUNDS ?? 3)): Promise<void> {
  const appDir = mkdtempSync(join(tmpdir(), 'loc-liber-start-'));
  const bareDir = mkdtempSync(join(tmpdir(), 'loc-liber-bare-'));
  const appEnv = { DATA_DIR: appDir, DATABASE_URL: '', REDIS_URL: '' };
  const app = ['npm', 'start', '--silent'];
  const started = npmStartNode();
  const bare = [process.execPath, ...started.flags, '--import', 'tsx', 'tests/bench/bare-pglite-server.ts'];
  const bareEnv = { ...started.env, DATA_DIR: bareDir };
  try {
    const first = await measureStart(app, appEnv, { idleMs: 1000 });
    console.log(`npm start on an empty data folder (build, initdb, migrations, demo data): ${fmt(first)}`);
    await measureStart(bare, bareEnv, { healthPath: '/health', idleMs: 0 });
    const apps: StartSample[] = [];
    const bares: StartSample[] = [];
    for (let round = 1; round <= rounds; round++) {
      const a = await measureStart(app, appEnv);
      const b = await measureStart(bare, bareEnv, { healthPath: '/health' });
      apps.push(a);
      bares.push(b);
      console.log(`round ${round}: npm start ${fmt(a)}; bare Fastify + PGlite ${fmt(b)}`);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
    const appReady = median(apps.map((s) => s.readyMs));
    const bareReady = median(bares.map((s) => s.readyMs));
    console.log(
      `start to first GET /api/health 200 on existing embedded data, median of ${rounds}: ` +
        `npm start ${(appReady / 1000).toFixed(2)} s, bare ${(bareReady / 1000).toFixed(2)} s ` +
        `(${((bareReady / appReady) * 100).toFixed(0)}% of the app's time; target: app under 1 s)`,
    );
    console.log(
      `idle RSS 30 s after start, median: npm start ${median(apps.map((s) => s.rssMiB)).toFixed(0)} MiB, ` +
        `bare ${median(bares.map((s) => s.rssMiB)).toFixed(0)} MiB (target: app at most 200 MiB); ` +
        `load average now ${loadavg()[0]?.toFixed(2)} on 2 cores`,
    );
  } finally {
    rmSync(appDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}
