import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_CHUNKS_ID, type FirstChunks } from '../../src/app/first-chunks-data';

// What a cold start loads before its first screens, read from the production build (no
// browser): Zod (a 93 kB chunk, its module evaluation included) is neither in the entry nor
// among the chunks of the reservations list or of a reservation's page (docs/performance.md, "A
// cold offline start"); a screen with a form loads it in a chunk beside its own, and the
// reservation's rating form when it is sent.
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

  it("load no Zod for a reservation's page until its rating is sent", () => {
    const pages = readdirSync(resolve(built, 'assets')).filter((name) => /^_reservationId-[\w-]+\.js$/.test(name));
    expect(pages).toHaveLength(1);
    const page = `/assets/${pages[0]}`;
    expect(staticImports(page).filter((file) => zod.test(file))).toEqual([]);
    // Named only among the files of its dynamic imports (Vite's __vite__mapDeps).
    expect(readFileSync(resolve(built, `.${page}`), 'utf8')).toMatch(/"assets\/zod-config-[\w-]+\.js"/);
  });
});
