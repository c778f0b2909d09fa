// Serves the API only (no build step): used by `npm run dev` and the browser-test launcher.
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DatabaseUnreachableError } from '../db/open';
import { startServer, stopOnSignals } from '../main';

try {
  stopOnSignals(await startServer(loadConfig()));
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(78);
  }
  if (err instanceof DatabaseUnreachableError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
