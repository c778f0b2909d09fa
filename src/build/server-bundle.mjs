// @ts-check
// The server compiled ahead of time for `npm start` (src/server/cli/start.mjs), the browser tests
// and the API tests' child servers: its TypeScript and most packages bundled by rolldown into
// dist-server/ (`outsidePackages` stay in node_modules). Loading it skips tsx's compile, its
// module hooks and most module resolution at every start (docs/performance.md, "Start and memory").
// Plain JavaScript: it runs before anything could compile TypeScript.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');

/** Where `npm start` finds the compiled server. */
export const serverBundleDir = join(root, 'dist-server');

/** The compiled entries: `npm start`'s and the API-only server's (src/server/cli). */
const entries = { start: 'src/server/cli/start.ts', 'serve-api': 'src/server/cli/serve-api.ts' };

/** The languages of the server's catalogs (locales/<language>/server.po), compiled into the bundle. */
const catalogLanguages = ['ro', 'en'];

/** What else decides the output besides the bundled sources (their list is written beside it). */
const alsoInputs = [
  'src/build/server-bundle.mjs',
  'package.json',
  'tsconfig.json',
  ...catalogLanguages.map((language) => `locales/${language}/server.po`),
];

const manifestName = 'current.json';

/**
 * Packages that stay in node_modules, loaded from there at run time; every other package is
 * compiled into the bundle, which saves Node resolving and reading hundreds of files at each
 * start (docs/performance.md, "session 40: the packages in the bundle"). These stay because they find files of
 * their own beside their code (PGlite's WebAssembly and extensions, Swagger's UI, the static
 * plugin's send), are native (argon2, sharp), start worker threads from a
 * file (pino's transports), or are loaded only when first used, where inlining would move their
 * cost to the start (pg and ioredis with a server database or Redis, Web Push, SMTP, Stripe,
 * QR codes, the Pusher client, the metrics) or are build tools (tsx, drizzle-kit).
 */
const outsidePackages = [
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  '@fastify/static',
  '@node-rs/argon2',
  'sharp',
  'pino',
  'pino-pretty',
  'thread-stream',
  'pg',
  'ioredis',
  'web-push',
  'nodemailer',
  'stripe',
  'qrcode',
  'pusher',
  'prom-client',
  'tsx',
  'drizzle-kit',
];

/** @param {string} source an import's specifier */
function stayOutside(source) {
  if (source.startsWith('.') || source.startsWith('/') || source.startsWith('\0')) return false;
  if (source.startsWith('node:')) return true;
  const name = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
  return builtinModules.includes(name ?? '') || outsidePackages.includes(name ?? '');
}

/**
 * The source's own `import.meta.url` / `import.meta.dirname`, rewritten to point where the source
 * file is, relative to the bundle: the server reads its migrations, its catalogs and the app's
 * build relative to its own file.
 * @param {string} outDir
 * @returns {import('rolldown').Plugin}
 */
function sourceLocation(outDir) {
  return {
    name: 'source-location',
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !code.includes('import.meta.')) return null;
      const { RolldownMagicString } = await import('rolldown');
      const file = relative(outDir, id).split('\\').join('/');
      const folder = relative(outDir, dirname(id)).split('\\').join('/') || '.';
      const text = new RolldownMagicString(code);
      text.replaceAll('import.meta.url', `new URL(${JSON.stringify(file)}, import.meta.url).href`);
      text.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${folder}`)})`);
      return { code: text };
    },
  };
}

/**
 * The server's message catalogs, parsed and compiled now (lib/server-catalogs.ts run at build
 * through tsx): the bundle holds them as data, without the PO parser and the compiler behind it.
 * @returns {Promise<import('rolldown').Plugin>}
 */
async function compiledCatalogs() {
  const { tsImport } = await import('tsx/esm/api');
  const source = join(root, 'src/server/lib/server-catalogs.ts');
  /** @type {{ serverCatalog: (language: string) => unknown }} */
  const { serverCatalog } = await tsImport(pathToFileURL(source).href, import.meta.url);
  const catalogs = Object.fromEntries(catalogLanguages.map((language) => [language, serverCatalog(language)]));
  return {
    name: 'compiled-catalogs',
    load(id) {
      if (id !== source) return null;
      return `const catalogs = ${JSON.stringify(catalogs)};\nexport function serverCatalog(language) { return catalogs[language] ?? {}; }\n`;
    },
  };
}

/**
 * Bundles the server into a new folder of `outDir` (a folder inside the checkout: the bundle
 * finds its packages in node_modules from where it lies), then points `outDir`/current.json at
 * it in one rename. A server already running keeps the folder it loads its chunks from (two
 * processes starting at once on PostgreSQL may both build); folders older than an hour go.
 * Resolves with the entry to run and the time the build took, in ms.
 * @param {string} [outDir]
 * @returns {Promise<{ entry: string, ms: number }>}
 */
export async function buildServerBundle(outDir = serverBundleDir) {
  const started = performance.now();
  const { build } = await import('rolldown');
  const id = `${Date.now().toString(36)}-${process.pid}`;
  const dir = join(outDir, id);
  const result = await build({
    cwd: root,
    input: entries,
    platform: 'node',
    external: stayOutside,
    plugins: [await compiledCatalogs(), sourceLocation(dir)],
    write: true,
    output: { dir, format: 'esm', entryFileNames: '[name].mjs', sourcemap: true },
  });
  const sources = new Set(alsoInputs);
  for (const chunk of result.output) {
    if (chunk.type !== 'chunk') continue;
    for (const module of chunk.moduleIds)
      if (module.startsWith(root) && !module.includes('/node_modules/')) sources.add(relative(root, module));
  }
  const staging = join(outDir, `${manifestName}.${id}`);
  writeFileSync(staging, JSON.stringify({ dir: id, inputs: [...sources].sort() }, null, 1));
  renameSync(staging, join(outDir, manifestName));
  const hourAgo = Date.now() - 3_600_000;
  for (const entry of readdirSync(outDir, { withFileTypes: true }))
    if (entry.isDirectory() && entry.name !== id && statSync(join(outDir, entry.name)).mtimeMs < hourAgo)
      rmSync(join(outDir, entry.name), { recursive: true, force: true });
  return { entry: join(dir, 'start.mjs'), ms: performance.now() - started };
}

/**
 * The compiled `npm start` entry when `outDir` holds one built after every file it was built
 * from last changed, else undefined. A new source file can only enter through an import, which
 * changes a file listed.
 * @param {string} [outDir]
 * @returns {string | undefined}
 */
export function freshServerEntry(outDir = serverBundleDir) {
  try {
    const manifest = join(outDir, manifestName);
    const builtAt = statSync(manifest).mtimeMs;
    /** @type {{ dir: string, inputs: string[] }} */
    const { dir, inputs } = JSON.parse(readFileSync(manifest, 'utf8'));
    const entry = join(outDir, dir, 'start.mjs');
    statSync(entry);
    return inputs.every((input) => statSync(join(root, input)).mtimeMs <= builtAt) ? entry : undefined;
  } catch {
    return undefined;
  }
}

// `node src/build/server-bundle.mjs`: build it now (`npm run build` does, after the app).
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { entry, ms } = await buildServerBundle();
  console.log(`Server compiled in ${(ms / 1000).toFixed(1)} s: ${relative(process.cwd(), entry)}`);
}
