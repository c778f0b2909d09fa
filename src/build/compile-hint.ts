import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the script is compiled at load, not at its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The entry chunk with the compile hint as its first line, and its source map's lines moved
 * down by one. V8 reads the hint only at the very top of a script (one line lower, under
 * Vite's preload table, the first render still compiled react-dom function by function).
 */
export function withCompileHint(code: string, mappings: string): { code: string; mappings: string } {
  if (code.startsWith(COMPILE_HINT)) return { code, mappings };
  return { code: `${COMPILE_HINT}\n${code}`, mappings: `;${mappings}` };
}

/**
 * Puts the compile hint on the entry chunk once the bundle is written: Vite prepends its preload
 * table to the entry after every plugin's generateBundle. Chrome then compiles the entry's
 * functions eagerly while it streams the download, off the main thread, instead of one by one
 * during the entry's evaluation and the first render (docs/performance.md: the first render's
 * task halved). The precache keys hashed assets by name, so their contents may change here.
 */
export function compileHint(): Plugin {
  return {
    name: 'loc-liber:compile-hint',
    apply: 'build',
    async writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !options.dir) continue;
        const file = join(options.dir, chunk.fileName);
        const mapFile = `${file}.map`;
        const map = existsSync(mapFile) ? (JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string }) : null;
        const hinted = withCompileHint(await readFile(file, 'utf8'), map?.mappings ?? '');
        await writeFile(file, hinted.code);
        if (map) await writeFile(mapFile, JSON.stringify({ ...map, mappings: hinted.mappings }));
      }
    },
  };
}
