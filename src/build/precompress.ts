import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { buildPlugin } from './build-plugin.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches (source maps stay on disk unless asked for: not worth a copy). */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** The compress plugin's threshold on the server: smaller files travel as they are there too. */
const minimumBytes = 1024;

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

/** The files of the build that get compressed copies beside them. */
function filesToCompress(files: string[]): string[] {
  return files.filter((file) => compressible.test(file));
}

/**
 * Writes `<path>.br` (brotli, best quality) and `<path>.gz` (gzip, best level) beside a file,
 * each only when smaller; returns the file's size and the brotli copy's (or the file's).
 */
export async function precompressFile(path: string): Promise<{ raw: number; brotli: number }> {
  const raw = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
  return { raw: raw.length, brotli: Math.min(br.length, raw.length) };
}

/**
 * Compressed copies beside every text file of the build over 1 KiB (precompressFile). The
 * server sends them as they are (@fastify/static's preCompressed, src/server/static.ts):
 * smaller than the server's on-the-fly gzip, which uses a fast level, and no CPU per request.
 * Returns how many files, and their bytes before and with brotli.
 */
export async function precompressDir(dir: string): Promise<{ files: number; raw: number; brotli: number }> {
  const totals = { files: 0, raw: 0, brotli: 0 };
  // All at once: zlib's work runs on libuv's threads, as many at a time as it has.
  await Promise.all(
    filesToCompress(await filesUnder(dir)).map(async (file) => {
      const path = join(dir, file);
      if ((await stat(path)).size < minimumBytes) return;
      const sizes = await precompressFile(path);
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.brotli += sizes.brotli;
    }),
  );
  return totals;
}

/**
 * Vite plugin: compressed copies of the client build's text files, written last (after the
 * service worker and the prerendered pages).
 */
export function precompress(): Plugin {
  return buildPlugin('precompress', (config) => ({
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config().build.ssr) return;
        const outDir = resolve(config().root, config().build.outDir);
        const { files, raw, brotli: compressed } = await precompressDir(outDir);
        const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
        config().logger.info(`precompressed ${files} files: ${kib(raw)} -> ${kib(compressed)} (brotli)`);
      },
    },
  }));
}
