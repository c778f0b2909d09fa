import { text } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { transactionDayExportClaims, transactionDayExports } from '../../src/server/db/schema/index';
import { transactionsExport } from '../../src/server/modules/credits/day-exports';
import { dayBounds } from '../../src/server/lib/admin-list';
import type { Language } from '../../src/server/lib/i18n';
import { spawnServer, waitReady } from '../support/child-server';
import { freePort } from '../support/e2e-server';
import { createUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

// A server stopped (SIGTERM, as a rolling restart stops each process) while its day-exports
// job makes a day's CSV (modules/credits/day-exports.ts): the job's run in progress ends before
// the database closes, so the process exits 0 with nothing half made and no claim left for
// another process to wait out; the next process makes the days left. The same database and the
// real server process as `npm start` runs them (PostgreSQL: the embedded database is one process).
describe.runIf(process.env.TEST_DATABASE_URL)("a server stopped while its job makes a day's CSV", () => {
  it('finishes the day in hand, exits 0 and leaves no claim; the next process makes the rest', async () => {
    const { app, database } = await createTestApp();
    const { db } = app.deps;
    const zone = app.deps.config.APP_TIMEZONE;
    const driver = await createUser(app, { name: 'Dana Shutdown' });
    // Three ended days of 6,000 grants each (a city's day is about 8,000 entries): a day takes
    // the job a few hundred milliseconds.
    const days = [3, 2, 1].map((back) => DateTime.now().setZone(zone).minus({ days: back }).toISODate() as string);
    for (const day of days) {
      const { from } = dayBounds(day, day, zone);
      await db.execute(sql`
        with t as (
          insert into ledger_transactions (kind, description, created_at)
          select 'grant', 'Seeded ' || g, ${from}::timestamptz + g * interval '5 seconds'
          from generate_series(1, 6000) g
          returning id, created_at
        )
        insert into ledger_entries (transaction_id, account_id, amount, description, created_at)
        select t.id, (select id from ledger_accounts where user_id = ${driver.id}), 1, 'grant', t.created_at from t
        union all select t.id, (select id from ledger_accounts where type = 'mint'), -1, null, t.created_at from t`);
    }
    const count = async (table: typeof transactionDayExports | typeof transactionDayExportClaims) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
    const env = { DATABASE_URL: database.url ?? '', JOBS: 'true', LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: '30' };

    const first = spawnServer(await freePort(), env);
    await waitReady(first);
    // SIGTERM once a day is kept and the next one is claimed: the run is half way.
    const deadline = Date.now() + 60_000;
    while (!((await count(transactionDayExports)) >= 1 && (await count(transactionDayExportClaims)) >= 1)) {
      if (Date.now() > deadline) throw new Error(`the job never ran:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGTERM');
    const exit = await first.exited;
    expect(exit, first.output()).toEqual({ code: 0, signal: null });
    expect(first.output()).not.toMatch(/"level":(50|60)/);
    expect(await count(transactionDayExportClaims)).toBe(0);
    const keptFirst = await count(transactionDayExports);
    // The run in hand finished (four days a run, app-jobs.ts); none began after the signal.
    expect(keptFirst).toBeGreaterThanOrEqual(2);
    expect(keptFirst).toBeLessThanOrEqual(4);

    const second = spawnServer(await freePort(), env);
    await waitReady(second);
    const all = days.length * 2;
    while ((await count(transactionDayExports)) < all) {
      if (Date.now() > deadline + 60_000) throw new Error(`the rest was never made:\n${second.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await second.stop();
    expect((await second.exited).code, second.output()).toBe(0);
    expect(await count(transactionDayExportClaims)).toBe(0);

    // Every day kept whole: its CSV is what a download made now would send.
    const kept = await db
      .select({
        day: transactionDayExports.day,
        language: transactionDayExports.language,
        gzip: transactionDayExports.gzip,
      })
      .from(transactionDayExports);
    expect(kept.map((k) => `${k.day} ${k.language}`).sort()).toEqual(days.flatMap((d) => [`${d} en`, `${d} ro`]));
    for (const { day, language, gzip } of kept) {
      const now = await transactionsExport(db, dayBounds(day, day, zone), language as Language, zone);
      const csv = gunzipSync(gzip).toString('utf8');
      expect(csv.split('\n').filter(Boolean)).toHaveLength(6_001);
      expect(csv).toBe(await text(now.body));
    }
  }, 300_000);
});
