// @ts-check
// `npm start`: runs the compiled server (dist-server/<build>/start.mjs, from ./start.ts), compiling it
// first when it is missing or older than a source it was built from (a second or two).
// Without rolldown (an install without dev dependencies) it runs ./start.ts through tsx, as
// before. Plain JavaScript, so no compiler loads before it is needed (docs/performance.md,
// "Start and memory").
import { pathToFileURL } from 'node:url';

/** @returns {Promise<string | undefined>} the compiled entry, or nothing when it cannot be built */
async function compiledEntry() {
  const { buildServerBundle, freshServerEntry } = await import('../../build/server-bundle.mjs');
  const fresh = freshServerEntry();
  if (fresh) return fresh;
  try {
    const { entry, ms } = await buildServerBundle();
    console.log(`Server compiled in ${(ms / 1000).toFixed(1)} s.`);
    return entry;
  } catch (err) {
    if (/** @type {{ code?: string }} */ (err)?.code !== 'ERR_MODULE_NOT_FOUND') throw err;
    return undefined;
  }
}

const entry = await compiledEntry();
if (entry) {
  await import(pathToFileURL(entry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./start.ts');
}
