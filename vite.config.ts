/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { compileHint } from './src/build/compile-hint.ts';
import { earlyScript } from './src/build/early-script.ts';
import { firstChunks } from './src/build/first-chunks.ts';
import { precompress } from './src/build/precompress.ts';
import { prerender } from './src/build/prerender.ts';
import { zodJitless } from './src/build/zod-jitless.ts';
import { webAppManifest } from './src/app/pwa/web-app-manifest.ts';
import { zoneTable } from './src/domain/zone-table.ts';

// Lingui's macros are compiled by Babel, only in files that import a macro.
const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

const firstScreenRoutes: string[] = ['/_authenticated', '/_authenticated/'];

// The app's zone (src/app/lib/dates.ts) from three years before the build to eight after.
const buildYear = new Date().getUTCFullYear();
const appZoneTable = zoneTable('Europe/Bucharest', Date.UTC(buildYear - 3, 0, 1), Date.UTC(buildYear + 8, 0, 1));

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
/** API test files whose subject does not depend on the database (see the api project). */
const databaseIndependentFiles = [
  'tests/api/openapi-types.test.ts',
  'tests/api/openapi-client.test.ts',
  'tests/api/openapi-spectral.test.ts',
  'tests/api/geocoding.test.ts',
];

export default defineConfig({
  define: {
    // Part of the offline cache's buster: a version that changes data shapes drops old caches.
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(packageJson.version),
    __APP_ZONE_TABLE__: JSON.stringify(appZoneTable),
  },
  plugins: [
    // Zod with `jitless` set first, in whichever lazy chunk it lands (not in the entry).
    zodJitless(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Every screen is its own chunk except the signed-in frame and the home screen (/): every
      // session starts there (the installed app opens on /, login leads to /), so they come
      // with the entry instead of two more round trips (docs/performance.md).
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (firstScreenRoutes.includes(routeId) ? [] : undefined) },
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/route-tree.gen.ts',
    }),
    react(),
    babel({ presets: [linguiMacro] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The app registers the worker itself through workbox-window (update prompt).
      injectRegister: false,
      manifest: webAppManifest,
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,woff2}'],
        // The prerendered pages serve a cold load from the server; offline, the shell does.
        globIgnores: ['prerendered/**'],
        // maplibre's chunk is over the 2 MiB default.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    compileHint(),
    // The first screen's catalog and code, and the signed-in home's first search, asked for
    // while the bundle downloads (docs/performance.md).
    firstChunks(),
    earlyScript({
      entry: 'src/app/early.ts',
      name: 'early',
      define: { __APP_ZONE_TABLE__: JSON.stringify(appZoneTable) },
    }),
    // The login screen as HTML in its own pages, painted before the bundle arrives.
    prerender(),
    // Brotli and gzip copies of the text files, sent as they are by the server.
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/app': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser the app supports (es2022) knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: split into the pieces that lazy
        // screens share too, it came as a dozen files that compress worse (6 KiB more gzip).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Files that test no database behaviour (the OpenAPI document's types and client, the
          // geocoder's gate) run once in `npm test`: in its PostgreSQL run, which has time to
          // spare beside the longer PGlite run (TEST_POSTGRES_BESIDE is set for the latter).
          exclude: process.env.TEST_POSTGRES_BESIDE ? databaseIndependentFiles : [],
          environment: 'node',
          // The files of a worker share one module graph instead of loading the whole server
          // again for each file (the API run takes 0.6 times as long). Each file still has its
          // own app and database, and the server keeps per-database state keyed by its Db
          // (WeakMaps), never in module scope, so files cannot see each other's data.
          isolate: false,
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll waits for what happens after an answer (a notification written after
          // commit, a mail): 1 s by default, too short on a loaded 2-core CI machine.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A screen's change after a tap on another page (a grant, a realtime event) can take
          // over the default 1 s when the browser, the server and the database share two cores.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
