import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { openDatabase } from './db/open';
import { usableDemoAccounts } from './seed/demo-data';
import { prepareData } from './seed/prepare-data';
import { testClockFromEnvironment } from './lib/test-clock';

export type RunningServer = { app: FastifyInstance; database: Database; url: string; stop: () => Promise<void> };

/**
 * Opens the database (or takes `opening`, started by the caller while these modules loaded),
 * prepares its data, builds the app and listens.
 */
export async function startServer(
  config: Config = loadConfig(),
  opening: Promise<Database> = openDatabase(config),
): Promise<RunningServer> {
  const database = await opening;
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, database, now: testClockFromEnvironment() });
    await prepareData(app.deps);
    await app.listen({ port: config.PORT, host: config.HOST });
    const demoAccounts = config.demoData ? await usableDemoAccounts(app.deps) : [];
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://localhost:${port}`;
    printBanner(config, url, database.kind, demoAccounts);
    let stopping: Promise<void> | undefined;
    const running = app;
    return {
      app: running,
      database,
      url,
      stop: () => (stopping ??= running.close().finally(() => database.close())),
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw err;
  }
}

function printBanner(
  config: Config,
  url: string,
  kind: string,
  demo: { email: string; password: string; role: string }[],
) {
  const lines = [
    '',
    `  Loc Liber is running at ${url}`,
    `  Database: ${kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (demo.length > 0) {
    lines.push('  Demo accounts:');
    for (const account of demo) lines.push(`    ${account.role.padEnd(14)} ${account.email} / ${account.password}`);
  }
  console.log(lines.join('\n') + '\n');
}

/** How long a stop may take (requests in flight, the database closing) before the process exits anyway. */
const STOP_DEADLINE_MS = 20_000;

/**
 * Stops cleanly on SIGINT/SIGTERM: an unclean PGlite exit can leave the next start stuck. A
 * stop that hangs (a connection that never ends) still ends the process after
 * STOP_DEADLINE_MS, saying so, rather than keep a supervisor or a test waiting.
 */
export function stopOnSignals(server: RunningServer): void {
  const stop = (signal: string) => {
    server.app.log.info(`${signal} received, stopping`);
    setTimeout(() => {
      server.app.log.error(`not stopped ${STOP_DEADLINE_MS / 1000} s after ${signal}: exiting anyway`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    server
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
