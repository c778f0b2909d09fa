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
const { DatabaseUnreachableError } = await import('../db/open');
const { startServer, stopOnSignals } = await import('../main');

try {
  stopOnSignals(await startServer(config));
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
