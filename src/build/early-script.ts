import { createHash } from 'node:crypto';
import { build, type Plugin, type Rolldown } from 'vite';
import { buildPlugin } from './build-plugin.ts';

type EarlyScriptOptions = {
  /** The script's source (TypeScript, no React: it runs before the app's bundle). */
  entry: string;
  /** Its file's name in the assets folder, before the content hash. */
  name: string;
  /** Build-time constants it reads (the app's `define`s it needs). */
  define?: Record<string, string>;
};

/**
 * A small classic script built on its own (one file, its imports inlined: nothing shared with
 * the app's chunks) and loaded by index.html with `async`, so it runs as soon as it arrives,
 * while the app's bundle still downloads. A separate script from 'self' (no inline script:
 * the server's CSP has no 'unsafe-inline'). Build only: in development the app does its work.
 */
export function earlyScript(options: EarlyScriptOptions): Plugin {
  let fileName = '';
  return buildPlugin('early-script', (config) => ({
    async buildStart() {
      const result = await build({
        configFile: false,
        root: config().root,
        mode: config().mode,
        envDir: config().envDir,
        logLevel: 'warn',
        define: options.define,
        build: {
          write: false,
          target: config().build.target,
          minify: true,
          sourcemap: false,
          copyPublicDir: false,
          lib: { entry: options.entry, formats: ['iife'], name: 'earlyScript' },
        },
      });
      const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
      const code = output.output[0].code;
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `${config().build.assetsDir}/${options.name}-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `${config().base}${fileName}`, async: true }, injectTo: 'head' }],
    },
  }));
}
