// What `npm start` and the API-only server share: the settings read first (a bad value stops
// the process within a second, before the heavy modules load), the database opened while the
// server's modules load, and one exit code per way a start can fail.
import { ConfigError, loadConfig, type Config } from '../config';
import type { Database } from '../db/client';

/** The settings, or exit 78 (EX_CONFIG) with the reason. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return process.exit(78);
  }
}

/** Exits for the start failures a user can act on (78: settings or a locked data folder; 1: no database); else rethrows. */
export async function exitOnStartError(err: unknown, lockedMessage?: (message: string) => string): Promise<never> {
  const { DataDirLockedError } = await import('../db/data-dir-lock');
  const { DatabaseUnreachableError } = await import('../db/open');
  if (err instanceof DataDirLockedError || err instanceof ConfigError) {
    console.error(err instanceof DataDirLockedError && lockedMessage ? lockedMessage(err.message) : err.message);
    return process.exit(78);
  }
  if (err instanceof DatabaseUnreachableError) {
    console.error(err.message);
    return process.exit(1);
  }
  throw err;
}

/**
 * Serves the app: the database opens (PGlite compiles its WebAssembly and reads its files) while
 * the server's modules load, about a fifth of a start (docs/performance.md, "Start and memory").
 * `before` runs first with the opening database (npm start: the app's build).
 */
export async function serve(config: Config, before?: (opening: Promise<Database>) => Promise<void>): Promise<void> {
  const { openDatabase } = await import('../db/open');
  const opening = openDatabase(config);
  // Its failure is handled where startServer awaits it.
  opening.catch(() => undefined);
  const { startServer, stopOnSignals } = await import('../main');
  try {
    await before?.(opening);
    const starting = startServer(config, opening);
    stopOnSignals(starting);
    await starting;
  } catch (err) {
    await exitOnStartError(err);
  }
}
