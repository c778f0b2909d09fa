import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

let compiling: Promise<WebAssembly.Module> | undefined;

/** Reads the file and hands it to V8 at once: the compiling itself is done off the main thread. */
function compile(): Promise<WebAssembly.Module> {
  try {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm')));
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
}

/**
 * PGlite's WebAssembly (9 MB), compiled once per process. V8 compiles it on its background
 * threads, so a start that asks for it first (cli/early-database.ts) has it compiled while the
 * main thread reads the settings and loads the server's modules, instead of after them
 * (docs/performance.md, "Start and memory").
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiling ??= compile();
  return compiling;
}
