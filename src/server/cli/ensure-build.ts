import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const sources = [
  'src/app',
  'src/build',
  'src/domain',
  'sw',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];

/** The newest modification time under `path` (0 when it is missing): one stat per file, at every start. */
function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Runs `vite build` when dist/index.html is missing or older than any source of the PWA, and
 * says so in two lines: vite's own report (every file, about 110 lines) is printed only when
 * the build fails; `npm run build` shows it.
 */
export async function ensureFreshBuild(staticDir: string): Promise<void> {
  const index = resolve(root, staticDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'Sources changed since the last build: building the app...' : 'Building the app...');
  const started = performance.now();
  const outDir = resolve(root, staticDir);
  // Not spawnSync: the database opens meanwhile (cli/start.ts), and its connections and
  // migrations must not wait on a blocked event loop for the length of a build.
  const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const status = await new Promise<number | string>((done) => {
    child.once('error', (err) => done(err.message));
    child.once('close', (code) => done(code ?? 'killed'));
  });
  if (status !== 0) {
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    throw new Error(`The app build failed (see above${typeof status === 'string' ? `: ${status}` : ''}).`);
  }
  console.log(buildSummary(outDir, (performance.now() - started) / 1000));
}

/** "Built the app in 8.1 s: 152 files, 2.9 MiB (JavaScript 2.5 MiB) in dist." (source maps aside) */
export function buildSummary(outDir: string, seconds: number): string {
  let files = 0;
  let bytes = 0;
  let scriptBytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.map')) {
        const size = statSync(path).size;
        files += 1;
        bytes += size;
        if (/\.m?js$/.test(entry.name)) scriptBytes += size;
      }
    }
  };
  walk(outDir);
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
  return (
    `Built the app in ${seconds.toFixed(1)} s: ${files} files, ${mib(bytes)} (JavaScript ${mib(scriptBytes)}) ` +
    `in ${relative(process.cwd(), outDir) || '.'}.`
  );
}
