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
const { DatabaseUnreachableError, openDatabase } = await import('../db/open');
// The database opens (PGlite compiles its WebAssembly and reads its files) while the server's
// modules load: about a fifth of a start (docs/performance.md, "Start and memory"). Its
// failure is handled below, where startServer awaits it.
const opening = openDatabase(config);
opening.catch(() => undefined);
const { startServer, stopOnSignals } = await import('../main');
const { ensureFreshBuild } = await import('./ensure-build');

try {
  await ensureFreshBuild(config.STATIC_DIR).catch(async (err: unknown) => {
    // Closed cleanly: an embedded database left open can keep the next start waiting.
    await (await opening.catch(() => undefined))?.close();
    throw err;
  });
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
