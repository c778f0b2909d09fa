// `npm run test:model -- --runs N --seed S [--path P] [--batches B] [--ops N] [--db pglite|postgres|both]`:
// the model-based ledger test (tests/api/ledger-model.test.ts) run long or replayed, on PGlite
// and, when TEST_DATABASE_URL is set, on PostgreSQL with two server processes.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run test:model -- [options]

The model-based ledger test (tests/api/ledger-model.test.ts), run long or replayed: on PGlite, and
on PostgreSQL with two server processes when TEST_DATABASE_URL is set.

Options:
  --runs N                   runs, each a fresh world (default 200)
  --seed S                   fast-check's seed, to replay a run (every run prints its seed)
  --path P                   fast-check's path of a failure (printed with it), to replay it alone
  --batches B                at most B batches of concurrent operations in a run (default 60)
  --ops N                    stop once N operations ran (default: no limit)
  --db pglite|postgres|both  which database (default: both with TEST_DATABASE_URL, else pglite)
  --help                     this text`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      runs: { type: 'string', default: '200' },
      seed: { type: 'string' },
      path: { type: 'string' },
      batches: { type: 'string' },
      ops: { type: 'string' },
      db: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.db !== undefined && !['pglite', 'postgres', 'both'].includes(values.db)) {
  console.error(`--db must be pglite, postgres or both\n\n${usage}`);
  process.exit(2);
}
const pgUrl = process.env.TEST_DATABASE_URL;
const db = values.db ?? (pgUrl ? 'both' : 'pglite');
if (db !== 'pglite' && !pgUrl) {
  console.error('--db postgres needs TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test)');
  process.exit(2);
}
const seed = values.seed ?? String(Date.now() % 2_147_483_647);
let failed = false;
for (const kind of db === 'both' ? ['pglite', 'postgres'] : [db]) {
  console.log(
    `ledger model on ${kind}: ${values.runs} runs, seed ${seed}${values.path ? `, path ${values.path}` : ''}`,
  );
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'tests/api/ledger-model.test.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: kind === 'postgres' ? pgUrl : '',
      LEDGER_MODEL_RUNS: values.runs,
      LEDGER_MODEL_SEED: seed,
      LEDGER_MODEL_PATH: values.path ?? '',
      LEDGER_MODEL_BATCHES: values.batches ?? '',
      LEDGER_MODEL_OPS: values.ops ?? '',
    },
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
