import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { openDatabase } from './db/open';
import { usableDemoAccounts } from './seed/demo-data';
import { prepareData } from './seed/prepare-data';
import { testClockFromEnvironment } from './lib/test-clock';
import { startBackupSocket } from './lib/backup-socket';
import { startMetricsListener } from './lib/metrics-route';

export type RunningServer = {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** Drains (readiness 503, SHUTDOWN_DELAY_SECONDS, requests in flight finish) and closes everything. */
  stop: () => Promise<void>;
};

/**
 * Runs `work` alone among the processes starting on one PostgreSQL database (an advisory lock),
 * so the administrator's account and the demo data are written once; the embedded database has
 * one process by its lock file.
 */
async function oneAtATime(config: Config, database: Database, work: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return work();
  const { withAdvisoryLock, PREPARE_DATA_LOCK_ID } = await import('./db/postgres-client');
  await withAdvisoryLock(config.DATABASE_URL, PREPARE_DATA_LOCK_ID, work);
}

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
  // Listeners beside the app's port: metrics on loopback, the embedded database's backup socket.
  const sideListeners: (() => Promise<void>)[] = [];
  const closeSideListeners = () => Promise.all(sideListeners.map((close) => close().catch(() => undefined)));
  try {
    app = await buildApp({ config, database, now: testClockFromEnvironment() });
    const deps = app.deps;
    await oneAtATime(config, database, () => prepareData(deps));
    await app.listen({ port: config.PORT, host: config.HOST });
    if (config.METRICS_PORT !== undefined)
      sideListeners.push(await startMetricsListener(app.deps.metrics, config.METRICS_PORT));
    const backupSocket = await startBackupSocket(database, config.DATA_DIR, app.log);
    if (backupSocket) sideListeners.push(backupSocket);
    const demoAccounts = config.demoData ? await usableDemoAccounts(app.deps) : [];
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://localhost:${port}`;
    printBanner(config, url, database.kind, demoAccounts);
    let stopping: Promise<void> | undefined;
    const running = app;
    const drainThenClose = async () => {
      running.deps.lifecycle.startDraining();
      if (config.SHUTDOWN_DELAY_SECONDS > 0) await sleep(config.SHUTDOWN_DELAY_SECONDS * 1000);
      await running.close();
    };
    return {
      app: running,
      database,
      url,
      stop: () =>
        (stopping ??= drainThenClose()
          .finally(closeSideListeners)
          .finally(() => database.close())),
    };
  } catch (err) {
    await closeSideListeners();
    await app?.close().catch(() => undefined);
    await database.close();
    throw err;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** After the grace, how long the forced close (connections cut, the database closing) may take before the process exits anyway. */
const FORCED_STOP_MS = 5_000;

/**
 * A graceful stop on SIGTERM or SIGINT (docs/deploy.md, "Stopping"): readiness answers 503, the
 * port closes, sockets close with Pusher code 4200 (reconnect elsewhere at once), requests in
 * flight finish within SHUTDOWN_GRACE_SECONDS, jobs end after their current run, then Redis and
 * the database close and the process exits 0. Past the grace the remaining connections are cut
 * and it exits 1. A second signal exits at once (1). One log line when draining starts, one when
 * it ends. Installed before the server starts: a signal during the start stops it as soon as it
 * is up (an unclean PGlite exit can leave the next start stuck, which is why this waits at all).
 */
export function stopOnSignals(starting: Promise<RunningServer>): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      console.error(`${signal} received again while stopping: exiting at once`);
      process.exit(1);
    }
    signalled = true;
    // A start that fails exits through its own error path (launch.ts).
    starting.then(
      (server) => drain(server, signal),
      () => undefined,
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

function drain(server: RunningServer, signal: NodeJS.Signals): void {
  const { log, deps } = server.app;
  const { SHUTDOWN_GRACE_SECONDS: grace, SHUTDOWN_DELAY_SECONDS: delay } = deps.config;
  const started = Date.now();
  let forced = false;
  log.info({ signal, grace_seconds: grace, delay_seconds: delay }, 'draining: not ready, finishing requests in flight');
  const graceTimer = setTimeout(
    () => {
      forced = true;
      log.warn({ grace_seconds: grace }, 'grace over: closing the connections left');
      server.app.server.closeAllConnections();
      setTimeout(() => {
        log.error('not stopped after the grace and the forced close: exiting anyway');
        process.exit(1);
      }, FORCED_STOP_MS).unref();
    },
    (grace + delay) * 1000,
  );
  graceTimer.unref();
  server
    .stop()
    .then(() => {
      clearTimeout(graceTimer);
      log.info({ ms: Date.now() - started, forced }, 'drained: exiting');
      process.exit(forced ? 1 : 0);
    })
    .catch((err: unknown) => {
      log.error({ err }, 'stop failed');
      process.exit(1);
    });
}
