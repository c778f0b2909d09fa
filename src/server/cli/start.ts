// `npm start`: builds the PWA when the build is missing or older than its sources, then serves
// the app, the API and the real-time socket from one process.
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DatabaseUnreachableError } from '../db/open';
import { startServer, stopOnSignals } from '../main';
import { ensureFreshBuild } from './ensure-build';

try {
  const config = loadConfig();
  await ensureFreshBuild(config.STATIC_DIR);
  stopOnSignals(await startServer(config));
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
