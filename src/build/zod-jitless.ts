import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The app's Zod: Zod itself with `jitless` set before any schema is made (src/app/lib/zod-config.ts). */
const ZOD_CONFIG = fileURLToPath(new URL('../app/lib/zod-config.ts', import.meta.url));

/**
 * Every `import ... from 'zod'` of the app (its forms, the contracts of src/domain) resolves to
 * the module that sets `jitless` and re-exports Zod. Zod 4 probes for `new Function` when an
 * object schema is made, which the app's Content-Security-Policy reports as a violation; the
 * setting must come first, in whichever chunk Zod lands. An import of it in main.tsx did that
 * but put Zod (92 kB) in the entry, which the first screen does not need (docs/performance.md,
 * session 53). Not under vitest: the server's tests keep Zod's compiled parsers.
 */
export function zodJitless(): Plugin {
  return {
    name: 'loc-liber:zod-jitless',
    enforce: 'pre',
    apply: () => !process.env.VITEST,
    resolveId(source, importer) {
      return source === 'zod' && importer !== ZOD_CONFIG ? ZOD_CONFIG : null;
    },
  };
}
