// `npm test`: every check, in order, stopping at nothing so one run shows every failure:
// type-check, lint, format, unused code (knip), catalogs, unit tests, API tests on PGlite, the same on PostgreSQL (when
// TEST_DATABASE_URL or DATABASE_URL is set), the production build, and the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const reports = resolve(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
type Step = { name: string; cmd: string[]; env?: Record<string, string>; report?: string };

const vitest = (project: string, report: string): string[] => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve(reports, report)}`,
];

const steps: Step[] = [
  { name: 'type-check', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  { name: 'format', cmd: ['npm', 'run', '--silent', 'format:check'] },
  { name: 'unused code', cmd: ['npm', 'run', '--silent', 'knip'] },
  { name: 'translations', cmd: ['npm', 'run', '--silent', 'i18n:check'] },
  { name: 'unit tests', cmd: ['npx', ...vitest('unit', 'unit.json')], report: 'unit.json' },
  {
    name: 'API tests on PGlite',
    cmd: ['npx', ...vitest('api', 'api-pglite.json')],
    env: { TEST_DATABASE_URL: '' },
    report: 'api-pglite.json',
  },
];
if (pgUrl) {
  steps.push({
    name: 'API tests on PostgreSQL',
    cmd: ['npx', ...vitest('api', 'api-pg.json')],
    env: { TEST_DATABASE_URL: pgUrl },
    report: 'api-pg.json',
  });
} else {
  console.log('Note: TEST_DATABASE_URL and DATABASE_URL are unset: the API tests run on PGlite only.');
}
steps.push(
  { name: 'production build', cmd: ['npx', 'vite', 'build'] },
  { name: 'browser tests', cmd: ['npx', ...vitest('e2e', 'e2e.json')], report: 'e2e.json' },
);

const results: { name: string; ok: boolean; seconds: number }[] = [];
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const env = { ...process.env, ...step.env };
  if (step.env?.TEST_DATABASE_URL === '') delete env.TEST_DATABASE_URL;
  const run = spawnSync(step.cmd[0] as string, step.cmd.slice(1), { cwd: root, stdio: 'inherit', env });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (step.report && existsSync(resolve(reports, step.report))) {
    const json = JSON.parse(readFileSync(resolve(reports, step.report), 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += json.numPassedTests;
    failed += json.numFailedTests;
  }
  if (!ok && step.report && !existsSync(resolve(reports, step.report))) failed += 1;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const allOk = results.every((r) => r.ok);
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
