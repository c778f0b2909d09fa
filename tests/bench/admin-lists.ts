// `npm run bench admin`: the admin lists on PostgreSQL with 100,000 rows in each list's table.
// Per list: p50/p95 of the first page (as the route runs it: rows and total) unfiltered, with a
// search and with a filter, and each query's plan (EXPLAIN) checked for a Seq Scan on a big table.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadavg } from 'node:os';
import pg from 'pg';
import { type Db } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import * as schema from '../../src/server/db/schema/index';
import { pageAudit } from '../../src/server/modules/audit/repository';
import { pageAutomobiles } from '../../src/server/modules/automobiles/admin-repository';
import { pageTransactions, transactionTotals } from '../../src/server/modules/credits/admin-repository';
import { foldLedgerTotals, transactionListTotals } from '../../src/server/modules/credits/admin-totals';
import { pageAdminLots } from '../../src/server/modules/parking-lots/admin-repository';
import { pageReservations } from '../../src/server/modules/reservations/admin-repository';
import { pageUsers } from '../../src/server/modules/user-administration/admin-repository';
import { databaseUrl } from '../support/postgres-urls';
import { ADMIN_ROWS, seedAdminLists } from './admin-seed';
import { summarize } from './stats';

const BIG_TABLES = [
  'users',
  'automobiles',
  'parking_lots',
  'reservations',
  'ledger_entries',
  'ledger_accounts',
  'ledger_transactions',
  'audit_log',
];
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 40);
const first = { page: 1, per_page: 25 };

type Case = { list: string; variant: string; run: (db: Db) => Promise<unknown>; setup?: (db: Db) => Promise<unknown> };

/**
 * A minute of busy writing between two folds of the running totals: 3,000 ledger statements'
 * changes not folded yet (each a row the unfiltered totals add up besides the daily rows).
 */
const PENDING_CHANGES = 3000;

function cases(now: Date, ids: { user: number; admin: number }): Case[] {
  const day = (offsetDays: number) => new Date(now.getTime() - offsetDays * 86_400_000);
  return [
    { list: 'users', variant: 'unfiltered', run: (db) => pageUsers(db, first) },
    { list: 'users', variant: 'q=popescu 4242', run: (db) => pageUsers(db, { ...first, q: 'popescu 4242' }) },
    { list: 'users', variant: 'suspended=true', run: (db) => pageUsers(db, { ...first, suspended: true }) },
    { list: 'automobiles', variant: 'unfiltered', run: (db) => pageAutomobiles(db, first) },
    { list: 'automobiles', variant: 'q=B04242', run: (db) => pageAutomobiles(db, { ...first, q: 'B04242' }) },
    { list: 'automobiles', variant: 'user_id', run: (db) => pageAutomobiles(db, { ...first, user_id: ids.user }) },
    { list: 'reservations', variant: 'unfiltered', run: (db) => pageReservations(db, {}, first, now) },
    { list: 'reservations', variant: 'q=P-4242', run: (db) => pageReservations(db, { q: 'P-4242' }, first, now) },
    {
      list: 'reservations',
      variant: 'from..to (1 day)',
      run: (db) => pageReservations(db, { from: day(30), to: day(29) }, first, now),
    },
    {
      list: 'reservations',
      variant: 'status=cancelled',
      run: (db) => pageReservations(db, { status: 'cancelled' }, first, now),
    },
    {
      list: 'transactions',
      variant: 'unfiltered',
      run: (db) => Promise.all([pageTransactions(db, {}, first), transactionListTotals(db, {})]),
    },
    {
      // The sum over every wallet entry the unfiltered list did before the running totals.
      list: 'transactions',
      variant: 'unfiltered, full sum',
      run: (db) => Promise.all([pageTransactions(db, {}, first), transactionTotals(db, {})]),
    },
    {
      list: 'transactions',
      variant: `unfiltered, ${PENDING_CHANGES} pending`,
      setup: (db) =>
        db.execute(sql`
          insert into ledger_total_changes (day, entries, added, used)
          select (now() at time zone 'UTC')::date, 1, 1, 0 from generate_series(1, ${PENDING_CHANGES})`),
      run: (db) => Promise.all([pageTransactions(db, {}, first), transactionListTotals(db, {})]),
    },
    {
      list: 'transactions',
      variant: `fold ${PENDING_CHANGES} pending`,
      setup: (db) => foldLedgerTotals(db),
      run: async (db) => {
        await db.execute(sql`
          insert into ledger_total_changes (day, entries, added, used)
          select (now() at time zone 'UTC')::date, 1, 1, 0 from generate_series(1, ${PENDING_CHANGES})`);
        return foldLedgerTotals(db);
      },
    },
    {
      list: 'transactions',
      variant: 'q=popescu 4242',
      run: (db) =>
        Promise.all([
          pageTransactions(db, { q: 'popescu 4242' }, first),
          transactionListTotals(db, { q: 'popescu 4242' }),
        ]),
    },
    {
      list: 'transactions',
      variant: 'from..to (1 day)',
      run: (db) => {
        const f = { from: day(30), to: day(29) };
        return Promise.all([pageTransactions(db, f, first), transactionListTotals(db, f)]);
      },
    },
    { list: 'parking lots', variant: 'unfiltered', run: (db) => pageAdminLots(db, {}, first) },
    { list: 'parking lots', variant: 'q=P-4242', run: (db) => pageAdminLots(db, { q: 'P-4242' }, first) },
    { list: 'parking lots', variant: 'owner_id', run: (db) => pageAdminLots(db, { owner_id: ids.user }, first) },
    { list: 'audit', variant: 'unfiltered', run: (db) => pageAudit(db, {}, first, 'Europe/Bucharest') },
    {
      list: 'audit',
      variant: 'target user 4242',
      run: (db) => pageAudit(db, { targetType: 'user', targetId: 4242 }, first, 'Europe/Bucharest'),
    },
    {
      list: 'audit',
      variant: 'admin + from..to',
      run: (db) => pageAudit(db, { adminId: ids.admin, from: day(30), to: day(29) }, first, 'Europe/Bucharest'),
    },
  ];
}

type Recorded = { text: string; values: unknown[] };

/** A pool whose queries can be recorded, so each one's plan can be printed. */
function recordingPool(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  let recorded: Recorded[] | undefined;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === 'string' ? config : config.text;
    if (recorded && !/^explain/i.test(text))
      recorded.push({ text, values: (typeof config === 'string' ? values : (config.values ?? values)) ?? [] });
    return query(...args);
  };
  return {
    pool,
    record: () => (recorded = []),
    stop: () => {
      const r = recorded ?? [];
      recorded = undefined;
      return r;
    },
  };
}

const scanLines = (plan: string) =>
  plan
    .split('\n')
    .map((l) => l.trim().replace(/^->\s*/, ''))
    .filter((l) => /Scan|Join|Sort|Limit|Aggregate/.test(l) && !/^(Sort Key|Hash Cond|Join Filter)/.test(l))
    .map((l) => l.replace(/\s+\(cost=.*$/, ''));

export async function benchAdminLists(serverUrl: string): Promise<void> {
  // BENCH_ADMIN_KEEP=1 (for trying indexes): a database kept between runs, seeded once.
  const keep = process.env.BENCH_ADMIN_KEEP === '1';
  const name = keep ? 'll_bench_admin_kept' : `ll_bench_admin_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
  const url = databaseUrl(serverUrl, name);
  const { pool, record, stop } = recordingPool(url);
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  try {
    await runMigrations({ db, kind: 'postgres', close: async () => undefined }, url);
    const now = new Date();
    const seeded = performance.now();
    if (!exists) await seedAdminLists(db, now);
    else await pool.query('analyze');
    console.log(
      `admin lists: seeded ${ADMIN_ROWS.toLocaleString('en')} rows per table in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const ids = (
      await pool.query(
        `select (select min(id) + 4242 from users) as user, (select min(id) from users where is_admin) as admin`,
      )
    ).rows[0] as { user: number; admin: number };
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(`load average at start: ${load} (${RUNS} runs per case, first page of 25)`);
    console.log('list          | case               |  p50 ms |  p95 ms | total (estimate?) | seq scan on a big table');
    const plans: string[] = [];
    for (const c of cases(now, ids)) {
      await c.setup?.(db);
      for (let i = 0; i < 3; i++) await c.run(db);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await c.run(db);
        times.push(performance.now() - started);
      }
      record();
      const result = (await c.run(db)) as { total?: { total: number; estimated: boolean } } | unknown[];
      const queries = stop();
      const seq: string[] = [];
      plans.push(`\n## ${c.list}: ${c.variant}`);
      for (const q of queries) {
        const plan = (await pool.query({ text: `explain ${q.text}`, values: q.values })).rows
          .map((r: Record<string, string>) => r['QUERY PLAN'])
          .join('\n');
        for (const table of BIG_TABLES) if (new RegExp(`Seq Scan on ${table}\\b`).test(plan)) seq.push(table);
        plans.push(`  ${q.text.slice(0, 90).replace(/\s+/g, ' ')}...`, ...scanLines(plan).map((l) => `    ${l}`));
      }
      const total =
        !Array.isArray(result) && result.total
          ? `${result.total.total}${result.total.estimated ? ' (est.)' : ''}`
          : 'exact';
      const s = summarize(times);
      console.log(
        `${c.list.padEnd(13)} | ${c.variant.padEnd(18)} | ${s.p50.toFixed(1).padStart(7)} | ${s.p95.toFixed(1).padStart(7)} | ${total.padEnd(17)} | ${seq.length ? [...new Set(seq)].join(', ') : 'none'}`,
      );
    }
    console.log(
      `load average at end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (process.env.BENCH_ADMIN_PLANS !== '0') console.log(plans.join('\n'));
  } finally {
    await pool.end();
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
