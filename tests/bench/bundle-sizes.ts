import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../../dist');

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Gzip size of every built JS/CSS chunk, and of what the first load of the list view fetches. */
export async function printBundleSizes(): Promise<void> {
  console.log('\n## Production bundle (gzip)');
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('no build in dist/: run `npx vite build` first');
    return;
  }
  const assets = join(dist, 'assets');
  const rows = readdirSync(assets)
    .filter((f) => /\.(m?js|css)$/.test(f))
    .map((f) => ({ file: f, raw: readFileSync(join(assets, f)).length, gzip: gzipSync(readFileSync(join(assets, f)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  for (const r of rows) console.log(`${kib(r.gzip).padStart(10)}  ${kib(r.raw).padStart(10)} raw  ${r.file}`);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.m?js)"/g)].map((m) => m[1] as string);
  const initialGzip = rows.filter((r) => initial.includes(r.file)).reduce((s, r) => s + r.gzip, 0);
  console.log(`first load (entry JS and its preloads named in index.html): ${kib(initialGzip)} gzip`);
}
