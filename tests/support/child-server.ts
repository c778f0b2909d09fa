import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { builtServeApi } from './compiled-server';

const root = resolve(import.meta.dirname, '../..');

export type ChildServer = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code and the signal that ended the process. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
};

/**
 * The real server in a child process with `env` on top: by default the API only, as compiled
 * for `npm start` (dist-server/<build>/serve-api.mjs, compiled by the tests' global setup);
 * `args` names another entry.
 */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  args: string[] = [builtServeApi()],
): ChildServer {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: 'false',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      JOBS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, stop };
}

/** Waits until `path` answers 200 (or throws with the server's output). */
async function waitFor(server: ChildServer, path: string, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`server exited:\n${server.output()}`);
    const ok = await fetch(`${server.url}${path}`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ${what}:\n${server.output()}`);
}

// The timeout is an option, not a second argument: `servers.map(waitReady)` would pass each
// index as one (0 ms: "not ready" at once), and now does not compile.

/** Waits until /api/health answers 200 (the process serves). */
export const waitHealthy = (server: ChildServer, { timeoutMs = 60_000 }: { timeoutMs?: number } = {}) =>
  waitFor(server, '/api/health', 'healthy', timeoutMs);

/** Waits until /api/ready answers 200 (migrated, connected, not draining). */
export const waitReady = (server: ChildServer, { timeoutMs = 180_000 }: { timeoutMs?: number } = {}) =>
  waitFor(server, '/api/ready', 'ready', timeoutMs);
