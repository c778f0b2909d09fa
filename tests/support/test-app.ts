import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startMailSink, type MailSink } from './mail-sink';

export type TestContext = {
  app: FastifyInstance;
  database: TestDatabase;
  mail: MailSink;
  /** The server's log lines, parsed (only with `captureLog`; LOG_LEVEL sets what is kept). */
  log: Record<string, unknown>[];
  /** Moves the app's clock (it starts at the real time). */
  clock: { now: () => Date; set: (date: Date) => void; advance: (ms: number) => void; reset: () => void };
};

/**
 * The whole app over a database of this file's own, with a real SMTP sink for mail.
 * Call once per test file (at module level); it closes itself after the file.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { captureLog?: boolean } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const mail = await startMailSink();
  let offset = 0;
  let fixed: Date | undefined;
  const clock = {
    now: () => (fixed ? new Date(fixed) : new Date(Date.now() + offset)),
    set: (date: Date) => {
      fixed = date;
    },
    advance: (ms: number) => {
      if (fixed) fixed = new Date(fixed.getTime() + ms);
      else offset += ms;
    },
    reset: () => {
      fixed = undefined;
      offset = 0;
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DEMO_DATA: 'false',
    JOBS: 'false',
    LOG_LEVEL: 'silent',
    SMTP_URL: mail.url,
    APP_URL: 'http://localhost:3000',
    STATIC_DIR: '/nonexistent',
    ...env,
  });
  const log: Record<string, unknown>[] = [];
  const logStream = { write: (line: string) => void log.push(JSON.parse(line) as Record<string, unknown>) };
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    ...(options.captureLog ? { logStream } : { logger: false }),
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await mail.close();
  });
  return { app, database, mail, clock, log };
}
