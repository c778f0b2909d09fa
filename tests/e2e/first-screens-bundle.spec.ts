import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_CHUNKS_ID, type FirstChunks } from '../../src/app/first-chunks-data';

// What a cold start loads before its first screens, read from the production build (no
// browser): Zod (a 93 kB chunk, its module evaluation included) is neither in the entry nor
// among the reservations list's chunks (docs/performance.md, "A cold offline start"); a screen
// with a form loads it in a chunk beside its own.
const built = resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist');
const html = readFileSync(resolve(built, 'index.html'), 'utf8');
const firstChunks = JSON.parse(
  new RegExp(`<script type="application/json" id="${FIRST_CHUNKS_ID}">(.*?)</script>`, 's').exec(html)?.[1] ?? '{}',
) as FirstChunks;
const zod = /\/zod-config-[\w-]+\.js$/;

/** The files a chunk imports statically (`import … from "./x.js"`), as paths under the base. */
function staticImports(path: string): string[] {
  const code = readFileSync(resolve(built, `.${path}`), 'utf8');
  return [...code.matchAll(/(?:import|export)\s*(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)?\s*from\s*"\.\/([^"]+)"/g)].map(
    (m) => `/assets/${m[1]}`,
  );
}

describe('the first screens of a cold start', () => {
  it('load no Zod in the entry', () => {
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(staticImports(entry).filter((file) => zod.test(file))).toEqual([]);
    // Nor bundled into it (Zod's classes are named $ZodType, ...; zod-config sets `jitless`).
    expect(readFileSync(resolve(built, `.${entry}`), 'utf8')).not.toMatch(/\$ZodType|jitless/);
  });

  it('load no Zod for the reservations list, and do for a screen with a form', () => {
    const reservations = firstChunks.signedIn['/reservations'] ?? [];
    expect(reservations.length).toBeGreaterThan(0);
    expect(reservations.filter((file) => zod.test(file))).toEqual([]);
    expect((firstChunks.signedIn['/automobiles/add'] ?? []).filter((file) => zod.test(file))).toHaveLength(1);
  });
});
