// `npm start`: builds the PWA when the build is missing or older than its sources, then serves
// the app, the API and the real-time socket from one process.
import './early-database';
import { loadConfigOrExit, serve } from './launch';

const config = loadConfigOrExit();
const { ensureFreshBuild } = await import('./ensure-build');

await serve(config, (opening) =>
  ensureFreshBuild(config.STATIC_DIR).catch(async (err: unknown) => {
    // Closed cleanly: an embedded database left open can keep the next start waiting.
    await (await opening.catch(() => undefined))?.close();
    throw err;
  }),
);
