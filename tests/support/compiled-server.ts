import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildServerBundle, freshServerEntry } from '../../src/build/server-bundle.mjs';

const root = resolve(import.meta.dirname, '../..');

/**
 * The compiled API-only server that `npm run build` leaves in dist-server/ (serve-api.mjs beside
 * `npm start`'s start.mjs), compiled now when it is missing or older than a source.
 */
export async function compiledServeApi(): Promise<string> {
  const start = freshServerEntry() ?? (await buildServerBundle()).entry;
  return join(dirname(start), 'serve-api.mjs');
}

/**
 * The compiled API-only server as it is now, for a caller that cannot wait: the tests' global
 * setup has compiled it (compiledServeApi), so a missing or stale build is a setup error.
 */
export function builtServeApi(): string {
  const start = freshServerEntry();
  if (!start) throw new Error('dist-server/ is missing or older than a source: compile it first (compiledServeApi).');
  return join(dirname(start), 'serve-api.mjs');
}

/** The environment and Node flags of `npm start`'s script in package.json, to run a server as it does. */
export function npmStartNode(): { env: Record<string, string>; flags: string[] } {
  const script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start;
  const match = /^((?:\w+=\S+\s+)*)node\s+((?:--\S+\s+)*)/.exec(script);
  if (!match) throw new Error(`npm start's script is not "[VAR=value ...] node [--flag ...] file": ${script}`);
  const env = Object.fromEntries(
    (match[1] ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  return { env, flags: (match[2] ?? '').trim().split(/\s+/).filter(Boolean) };
}
