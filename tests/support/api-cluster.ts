import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { spawnServer, waitHealthy, type ChildServer } from './child-server';
import { freePort } from './e2e-server';
import { createTestApp, type TestContext } from './test-app';

export type Answer = { status: number; body: unknown };

/**
 * The server as a race sees it. On PostgreSQL (TEST_DATABASE_URL): two real server processes
 * (src/server/cli/serve-api.ts) over one database of this file's own, plus the in-process app
 * the test seeds through; on PGlite: that one in-process app, which gets the requests at once.
 * One clock for all: the child servers read it from a file (src/server/lib/test-clock.ts).
 */
export type ApiCluster = {
  kind: 'postgres' | 'pglite';
  /** The in-process app over the same database: factories, direct service calls, SQL checks. */
  app: FastifyInstance;
  /** How many servers answer requests (2 on PostgreSQL, 1 on PGlite). */
  servers: number;
  /** A request to server `server % servers`. */
  call: (
    server: number,
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ) => Promise<Answer>;
  /** Moves every process's clock to `at`. */
  setClock: (at: Date) => void;
  /** The SMTP sink of the in-process app (the mail it sends). */
  mail: TestContext['mail'];
};

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/** Call once per test file, at module level; stops the servers after the file. */
export async function createApiCluster(env: Record<string, string> = {}): Promise<ApiCluster> {
  const context = await createTestApp(env);
  const { app, clock, database } = context;
  const postgres = Boolean(process.env.TEST_DATABASE_URL && database.url);
  const dir = mkdtempSync(join(tmpdir(), 'loc-liber-clock-'));
  const clockFile = join(dir, 'now');
  const setClock = (at: Date) => {
    clock.set(at);
    // Written whole, then renamed: a server never reads half a date.
    writeFileSync(`${clockFile}.tmp`, at.toISOString());
    renameSync(`${clockFile}.tmp`, clockFile);
  };
  setClock(new Date(Math.floor(Date.now() / 60_000) * 60_000));

  const children: ChildServer[] = [];
  if (postgres) {
    for (let i = 0; i < 2; i += 1) {
      children.push(
        spawnServer(await freePort(), {
          NODE_ENV: 'test',
          DATABASE_URL: database.url ?? '',
          LOC_LIBER_TEST_CLOCK: clockFile,
          APP_URL: 'http://localhost:3000',
          ...env,
        }),
      );
    }
    // Minutes, not seconds: on a busy machine tsx compiling the server takes a while.
    await Promise.all(children.map((child) => waitHealthy(child, { timeoutMs: 180_000 })));
  }
  afterAll(async () => {
    await Promise.all(children.map((child) => child.stop()));
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const call: ApiCluster['call'] = async (server, method, url, headers, body) => {
    const withBody = body !== undefined;
    const child = children[server % Math.max(children.length, 1)];
    if (!child) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(withBody ? { payload: body as object } : {}),
      });
      return { status: res.statusCode, body: parse(res.body) };
    }
    const res = await fetch(`${child.url}${url}`, {
      method,
      headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
      body: withBody ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: parse(await res.text()) };
  };
  return {
    kind: postgres ? 'postgres' : 'pglite',
    app,
    servers: Math.max(children.length, 1),
    call,
    setClock,
    mail: context.mail,
  };
}
