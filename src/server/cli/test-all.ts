// `npm test`: every check, stopping at nothing so one run shows every failure: type-check, lint,
// format, unused code (knip), catalogs, unit tests, API tests on PGlite, the same on PostgreSQL
// (when TEST_DATABASE_URL or DATABASE_URL is set), the production build, and the browser tests.
// Steps that do not depend on each other run two at a time on a machine with two cores or more:
// the static checks and the unit tests (each mostly one thread), then the API tests on PGlite
// beside those on PostgreSQL (vitest gives each one worker on two cores), the build after the
// first of the two. A step run beside another prints its output whole when it ends; the summary
// lists every step in the order above, and any failure exits non-zero.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const reports = resolve(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const width = availableParallelism() >= 2 ? 2 : 1;
type Step = { name: string; cmd: string[]; env?: Record<string, string>; report?: string };
type Result = { name: string; ok: boolean; seconds: number };
/** The part of vitest's JSON report read here. */
type Report = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

const vitest = (project: string, report: string): string[] => [
  'npx',
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve(reports, report)}`,
];

const staticChecks: Step[] = [
  // The two longest first: the short ones then fill whichever lane frees first.
  { name: 'type-check', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  { name: 'format', cmd: ['npm', 'run', '--silent', 'format:check'] },
  { name: 'unused code', cmd: ['npm', 'run', '--silent', 'knip'] },
  { name: 'translations', cmd: ['npm', 'run', '--silent', 'i18n:check'] },
];
const unit: Step = { name: 'unit tests', cmd: vitest('unit', 'unit.json'), report: 'unit.json' };
const apiPglite: Step = {
  name: 'API tests on PGlite',
  cmd: vitest('api', 'api-pglite.json'),
  // With a PostgreSQL run beside it, the files that test nothing of the database run there only.
  env: { TEST_DATABASE_URL: '', ...(pgUrl ? { TEST_POSTGRES_BESIDE: '1' } : {}) },
  report: 'api-pglite.json',
};
const apiPostgres: Step | undefined = pgUrl
  ? {
      name: 'API tests on PostgreSQL',
      cmd: vitest('api', 'api-pg.json'),
      env: { TEST_DATABASE_URL: pgUrl },
      report: 'api-pg.json',
    }
  : undefined;
if (!apiPostgres) console.log('Note: TEST_DATABASE_URL and DATABASE_URL are unset: the API tests run on PGlite only.');
const build: Step = { name: 'production build', cmd: ['npx', 'vite', 'build'] };
// Two browser files at a time: each starts its own server and Chromium and mostly waits (the
// app's 3 s background delay, the socket, the service worker), so two share the cores well.
const browser: Step = {
  name: 'browser tests',
  cmd: [...vitest('e2e', 'e2e.json'), `--maxWorkers=${width}`],
  report: 'e2e.json',
};

/** Each stage's steps run together (at most `width` at a time); stages run one after another. */
const stages: Step[][] = [
  [...staticChecks, unit],
  apiPostgres ? [apiPglite, apiPostgres, build] : [apiPglite, build],
  [browser],
];
const order = stages.flat().map((s) => s.name);

const results = new Map<string, Result>();
let passed = 0;
let failed = 0;
/** Each failed test (or file that failed to run), named again in the summary: CI's log keeps its tail. */
const failures: string[] = [];

/** Runs a step, its output live (`buffered` false) or kept and printed whole when it ends. */
function runStep(step: Step, buffered: boolean): Promise<Result> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, ...step.env };
  if (step.env?.TEST_DATABASE_URL === '') delete env.TEST_DATABASE_URL;
  // A piped step would print without colours; keep them when the run itself is on a terminal.
  if (buffered && process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
  if (!buffered) console.log(`\n=== ${step.name} ===`);
  const output: Buffer[] = [];
  return new Promise((done) => {
    let ended = false;
    const end = (ok: boolean) => {
      if (ended) return;
      ended = true;
      const result = { name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) };
      if (buffered) {
        console.log(`\n=== ${step.name} (${ok ? 'ok' : 'FAILED'}, ${result.seconds}s, run beside another step) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      done(result);
    };
    const child = spawn(step.cmd[0] as string, step.cmd.slice(1), {
      cwd: root,
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', (err) => {
      output.push(Buffer.from(`${step.cmd[0]} could not start: ${err.message}\n`));
      end(false);
    });
    child.once('close', (code) => end(code === 0));
  });
}

/** Records a step's result and adds its tests from the JSON report (a crashed runner counts as one failure). */
function record(step: Step, result: Result): void {
  results.set(step.name, result);
  const report = step.report ? resolve(reports, step.report) : undefined;
  if (report && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as Report;
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    failures.push(...failedTests(step.name, json));
  } else if (report && !result.ok) {
    failed += 1;
  }
}

for (const stage of stages) {
  const queue = [...stage];
  const lanes = Math.min(width, queue.length);
  const buffered = lanes > 1;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let step = queue.shift(); step; step = queue.shift()) record(step, await runStep(step, buffered));
    }),
  );
}

/** One line per failed test: the step, the file, the test and the first line of its error. */
function failedTests(stepName: string, json: Report): string[] {
  const lines: string[] = [];
  const firstLine = (text = '') => (text.split('\n')[0] ?? '').slice(0, 300);
  for (const file of json.testResults) {
    const where = `${stepName}: ${file.name.replace(`${root}/`, '')}`;
    const failedOnes = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failedOnes) lines.push(`${where} > ${a.fullName}\n    ${firstLine(a.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedOnes.length === 0) lines.push(`${where}\n    ${firstLine(file.message)}`);
  }
  return lines;
}

console.log('\n=== summary ===');
if (failures.length > 0) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
// What the failed browser tests' pages showed (tests/support/failed-pages.ts), a few lines each.
const failedPages = resolve(reports, 'failed-pages');
if (existsSync(failedPages)) {
  for (const file of readdirSync(failedPages).filter((f) => f.endsWith('.txt'))) {
    const lines = readFileSync(resolve(failedPages, file), 'utf8').split('\n').slice(0, 8);
    console.log(`  page of a failed test: ${lines.map((l) => l.slice(0, 160)).join('\n    ')}\n`);
  }
}
const summary = order.map((name) => results.get(name) ?? { name, ok: false, seconds: 0 });
for (const r of summary) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const allOk = summary.every((r) => r.ok);
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
