// ESLint flat config; run as `eslint --config src/eslint.config.js` (npm run lint).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];
const root = dirname(dirname(fileURLToPath(import.meta.url)));

// Boundaries (../shared/ARCHITECTURE.md), each zone forbids `target` to import `from`.
const features = readdirSync(join(root, 'src/app/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A server module meets another only through its index.ts (src/server/README.md).
const serverModules = readdirSync(join(root, 'src/server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zones = [
  ...features.map((feature) => ({
    target: `./src/app/features/${feature}`,
    from: './src/app/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: the route composes them.',
  })),
  {
    target: './src/app/components',
    from: './src/app/features',
    message: 'Components never import features: take the content through props or slots from the route.',
  },
  { target: './src/app/lib', from: './src/app/features', message: 'lib is below the features.' },
  {
    target: ['./src/server/lib', './src/server/realtime', './src/server/deps.ts'],
    from: './src/server/modules',
    message: 'Server lib, realtime and deps.ts never import modules: they sit below them (src/server/README.md).',
  },
  {
    target: './src/server/db',
    from: ['./src/server/modules', './src/server/seed', './src/server/lib'],
    message: 'db is the ground floor: it never imports lib, modules or the seed (src/server/README.md).',
  },
  {
    target: './src/server/modules',
    from: ['./src/server/error-handler.ts', './src/server/app.ts', './src/server/seed'],
    message: 'Modules take what they need from lib (requestLanguage: lib/request-language.ts), never from the app.',
  },
  ...serverModules.map((module) => ({
    target: `./src/server/modules/${module}`,
    from: './src/server/modules',
    except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: 'A module uses another only through its index.ts: never its repository, presenter or routes.',
  })),
  {
    target: ['jobs', 'seed', 'cli', 'openapi', 'app.ts'].map((part) => `./src/server/${part}`),
    from: './src/server/modules',
    except: ['./index.ts', ...serverModules.map((module) => `./${module}/index.ts`)],
    message:
      'Jobs, the seed and the app use a module only through its index.ts (modules/index.ts registers the routes).',
  },
  { target: './src/app', from: './src/server', message: 'The app never imports the server.' },
  { target: './src/server', from: './src/app', message: 'The server never imports the app.' },
  { target: './src/domain', from: ['./src/app', './src/server'], message: 'The domain imports only itself.' },
];

// Third-party clients live behind one door: src/app/lib, or components/map for the map.
const wrappedClients = (allowMap) => [
  {
    group: ['ky', 'pusher-js', 'idb-keyval', 'workbox-window'],
    message: 'Use the wrapper in src/app/lib (api, realtime, query-persister, service-worker).',
  },
  ...(allowMap
    ? []
    : [
        {
          group: ['maplibre-gl', 'maplibre-gl/*', 'react-map-gl', 'react-map-gl/*'],
          message: 'Take the map from src/app/components/map (map-parts.ts, base-map.tsx).',
        },
      ]),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      '.tmp/**',
      'data/**',
      'src/app/route-tree.gen.ts',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts files when it follows imports (no-cycle would see nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'sw/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
      // Value imports; type-only ones are checked by tests/unit/import-cycles.test.ts.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Dependencies point one way: app -> domain. The app never imports the server.
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '**/server'], message: 'The app must not import the server.' },
        ...wrappedClients(false),
      ]),
    },
  },
  {
    files: ['src/app/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/app/components/map/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '**/server'], message: 'The app must not import the server.' },
        ...wrappedClients(true),
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/app/**'], message: 'The server must not import the app (src/app).' },
      ]),
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/app/**', '**/server/**', 'react', 'react-dom', 'fastify', 'drizzle-orm*', 'pg', 'ky'],
          message: 'Domain code is pure: no I/O, no frameworks.',
        },
      ]),
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/app/**', '**/src/server/**'],
          message: 'The service worker imports only itself and the domain.',
        },
      ]),
    },
  },
);
