import { spawn, type ChildProcess } from 'node:child_process';
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
