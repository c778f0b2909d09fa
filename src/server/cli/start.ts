// `npm start`: builds the PWA when the build is missing or older than its sources, then serves
// the app, the API and the real-time socket from one process.
import { ConfigError, loadConfig, type Config } from '../config';

// The settings first, before the build and the server's modules: a bad value stops it at once.
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
const { ensureFreshBuild } = await import('./ensure-build');

try {
  await ensureFreshBuild(config.STATIC_DIR);
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
