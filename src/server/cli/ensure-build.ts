import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const sources = ['src/app', 'src/domain', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Runs `vite build` when dist/index.html is missing or older than any source of the PWA. */
export async function ensureFreshBuild(staticDir: string): Promise<void> {
  const index = resolve(root, staticDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'Sources changed since the last build: building the app...' : 'Building the app...');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', resolve(root, staticDir), '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The app build failed (see above).');
}
