// Serves the API only (no build step): used by `npm run dev` and the browser-test launcher.
import { ConfigError, loadConfig, type Config } from '../config';

// The settings first, before the server's modules load: a bad value stops it within a second.
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(78);
}
const { DataDirLockedError } = await import('../db/data-dir-lock');
const { DatabaseUnreachableError, openDatabase } = await import('../db/open');
// The database opens (PGlite compiles its WebAssembly and reads its files) while the server's
// modules load: about a fifth of a start (docs/performance.md, "Start and memory"). Its
// failure is handled below, where startServer awaits it.
const opening = openDatabase(config);
opening.catch(() => undefined);
const { startServer, stopOnSignals } = await import('../main');

try {
  stopOnSignals(await startServer(config, opening));
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(78);
  }
  if (err instanceof DatabaseUnreachableError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
