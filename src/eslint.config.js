// ESLint flat config; run as `eslint --config src/eslint.config.js` (npm run lint).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'src/app/route-tree.gen.ts', 'coverage/**'] },
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
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Dependencies point one way: app -> domain. The app never imports the server.
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '**/server'], message: 'The app must not import the server.' },
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
