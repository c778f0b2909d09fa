import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A redis-server of the test's own (the binary on the machine), on loopback, no persistence. */
export type OwnRedis = { url: string; start: () => Promise<void>; stop: () => Promise<void> };

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * A redis-server on a port free at the time of asking: the two API runs of `npm test` (PGlite
 * and PostgreSQL, side by side) each start their own, so a fixed port could collide.
 */
export async function ownRedisOnFreePort(): Promise<OwnRedis> {
  const port = await new Promise<number>((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const free = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(free));
    });
  });
  return ownRedis(port);
}

export function ownRedis(port: number): OwnRedis {
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  return {
    url,
    async start() {
      if (await answers(url)) throw new Error(`something already answers on ${url}`);
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      const deadline = Date.now() + 5_000;
      while (!(await answers(url))) {
        if (Date.now() > deadline) throw new Error(`redis-server did not start on ${url}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
