import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  exportChanges,
  parkingLots,
  transactionDayExportClaims,
  transactionDayExports,
  users,
} from '../../src/server/db/schema/index';
import { transactionsFingerprint } from '../../src/server/modules/credits/admin-repository';
import {
  keepDayExport,
  keptDayExport,
  makeDayExport,
  prepareDayExports,
} from '../../src/server/modules/credits/day-exports';
import { dayBounds } from '../../src/server/lib/admin-list';
import { adminCsvExport } from '../support/admin-export';
import { createUser, type TestUser } from '../support/factories';
import { grantAtTime } from '../support/ledger';
import { createTestApp } from '../support/test-app';

// A day's admin transactions CSV is made once and kept in the database (modules/credits/
// day-exports.ts): by the day-exports job after the day ends, or by its first download. These
// tests check that it is sent as made, made once by processes at once, and never sent stale.
const { app, clock } = await createTestApp();
const db = () => app.deps.db;
const zone = app.deps.config.APP_TIMEZONE;
const admin = await createUser(app, { isAdmin: true });
type Rows<T> = { rows: T[] };

const exportOf = (day: string, headers: Record<string, string> = {}) =>
  adminCsvExport(app, admin, `from=${day}&to=${day}`, headers);

const grantAt = (user: TestUser, at: string, amount = 10) => grantAtTime(db(), user.id, at, amount);

/** A reservation of `driver` on a lot of its own, held at `at` (wallet to escrow). */
async function heldAt(driver: TestUser, owner: TestUser, identifier: string, at: string) {
  const [lot] = await db()
    .insert(parkingLots)
    .values({
      ownerId: owner.id,
      identifier,
      zone: 'Zona',
      address: 'Strada',
      latitude: 44.4,
      longitude: 26.1,
      available: true,
      availableFrom: new Date('2025-01-01'),
    })
    .returning({ id: parkingLots.id });
  await db().execute(sql`
    with r as (
      insert into reservations (user_id, parking_lot_id, automobile_registration, start_time, end_time, status,
        credits_reserved)
      values (${driver.id}, ${lot?.id}, 'B 01 DAY', ${at}::timestamptz, ${at}::timestamptz + interval '1 hour',
        'finalized', 30)
      returning id
    ), t as (
      insert into ledger_transactions (kind, reservation_id, created_at) select 'hold', r.id, ${at}::timestamptz from r
      returning id, created_at
    )
    insert into ledger_entries (transaction_id, account_id, amount, description, created_at)
    select t.id, (select id from ledger_accounts where user_id = ${driver.id}), -30, 'hold', t.created_at from t
    union all
    select t.id, (select id from ledger_accounts where type = 'escrow'), 30, null, t.created_at from t`);
  return lot?.id as number;
}

async function keptDays(from: string, to: string) {
  const rows = await db()
    .select({ day: transactionDayExports.day, language: transactionDayExports.language })
    .from(transactionDayExports)
    .where(sql`${transactionDayExports.day} between ${from} and ${to}`)
    .orderBy(transactionDayExports.day, transactionDayExports.language);
  return rows.map((r) => `${r.day} ${r.language}`);
}

const prepare = (limit = 20) => prepareDayExports(app.deps, zone, limit);

/**
 * Ann's and Bob's grants and Bob's lot reservation, on three days of March 2026 from `first`
 * (in Bucharest, UTC+2).
 */
async function march(suffix: string, first: number) {
  const ann = await createUser(app, { name: `Ann ${suffix}` });
  const bob = await createUser(app, { name: `Bob ${suffix}` });
  const at = (day: number, time: string) => `2026-03-${first + day}T${time}Z`;
  await grantAt(ann, at(0, '08:00:00'));
  await grantAt(bob, at(0, '09:00:00'), 100);
  await grantAt(ann, at(1, '08:00:00'));
  const lotId = await heldAt(bob, ann, `LOT-${suffix}`, at(1, '10:00:00'));
  const bobsGrant = await grantAt(bob, at(2, '08:00:00'));
  return { ann, bob, lotId, bobsGrant, days: [0, 1, 2].map((day) => `2026-03-${first + day}`) };
}

describe("a day's CSV kept in the database", () => {
  it('is made by the job once the day has ended, in both languages, and sent as made', async () => {
    await march('one', 10);
    // 00:03 in Bucharest on 13 March: the 12th ended three minutes ago, and is not made yet.
    clock.set(new Date('2026-03-12T22:03:00Z'));
    expect(await prepare()).toBe(4);
    expect(await keptDays('2026-03-01', '2026-03-31')).toEqual([
      '2026-03-10 en',
      '2026-03-10 ro',
      '2026-03-11 en',
      '2026-03-11 ro',
    ]);
    expect(await prepare()).toBe(0);
    clock.advance(3 * 60_000);
    expect(await prepare()).toBe(2);
    expect(await prepare()).toBe(0);

    const kept = await exportOf('2026-03-11');
    expect(kept.cache).toBe('kept');
    expect(kept.body).toContain('Ann one');
    expect(kept.body).toContain('LOT-one');
    expect(kept.total).toBe('2');
    const romanian = await exportOf('2026-03-11', { 'accept-language': 'ro', 'accept-encoding': 'gzip' });
    expect(romanian.cache).toBe('kept');
    expect(romanian.body.split('\r\n')[0]).not.toBe(kept.body.split('\r\n')[0]);

    // The same bytes and headers as the export made from the rows on request.
    await db()
      .delete(transactionDayExports)
      .where(and(eq(transactionDayExports.day, '2026-03-11'), eq(transactionDayExports.language, 'en')));
    const made = await exportOf('2026-03-11', { 'accept-encoding': 'gzip' });
    expect(made.cache).toBe('miss');
    expect(made).toEqual({ ...kept, cache: 'miss', encoding: 'gzip' });
    // That download keeps it for every process (after it is sent).
    await expect.poll(async () => (await exportOf('2026-03-11')).cache).toBe('kept');
    clock.reset();
  });

  it('is made again only for the days a change shows in', async () => {
    const { ann, bob, lotId, bobsGrant, days } = await march('two', 20);
    const [tenth = '', eleventh = '', twelfth = ''] = days;
    clock.set(new Date('2026-03-23T12:00:00Z'));
    await prepare();
    const caches = async () => Promise.all(days.map(async (day) => (await exportOf(day)).cache));
    expect(await caches()).toEqual(['kept', 'kept', 'kept']);

    // Ann has entries on the first two days.
    await db().update(users).set({ name: 'Ann Renamed' }).where(eq(users.id, ann.id));
    const renamed = await exportOf(tenth);
    expect(renamed.cache).toBe('miss');
    expect(renamed.body).toContain('Ann Renamed');
    expect((await exportOf(twelfth)).cache).toBe('kept');
    // The download above keeps the first day in English once sent; the job makes the rest again:
    // the second day in both languages, the first in Romanian.
    await expect.poll(async () => (await exportOf(tenth)).cache).toBe('kept');
    expect(await prepare()).toBe(3);
    expect(await caches()).toEqual(['kept', 'kept', 'kept']);
    expect((await exportOf(eleventh)).body).toContain('Ann Renamed');

    // Bob's lot (held on the second day) renamed: that day only.
    await db().update(parkingLots).set({ identifier: 'LOT-RENAMED' }).where(eq(parkingLots.id, lotId));
    expect(await caches()).toEqual(['kept', 'miss', 'kept']);
    expect((await exportOf(eleventh)).body).toContain('LOT-RENAMED');

    // A payment recorded for Bob's grant on the third day, and a late entry on the first.
    await db().execute(sql`
      insert into payments (user_id, ledger_transaction_id, credits, amount, currency, stripe_session_id, stripe_event_id)
      values (${bob.id}, ${bobsGrant}, 10, 1000, 'RON', 'cs_day_exports', 'evt_day_exports')`);
    await grantAt(bob, '2026-03-20T21:59:59Z', 3);
    const [first, , third] = await Promise.all(days.map((day) => exportOf(day)));
    expect([first?.cache, third?.cache]).toEqual(['miss', 'miss']);
    expect(first?.total).toBe('3');
    expect(third?.body).toContain('cs_day_exports');
    clock.reset();
  });

  it('is not looked for on a day that is not one', async () => {
    const res = await exportOf('2026-02-30');
    expect(res.cache).toBe('miss');
    expect(res.body.split('\r\n')[0]).toContain('Entry');
  });

  it('is never kept fresh when a change commits while it is made', async () => {
    const { ann } = await march('three', 1);
    const key = { zone, day: '2026-03-01', language: 'en' as const };
    const before = await transactionsFingerprint(db(), dayBounds(key.day, key.day, zone));
    await db().update(users).set({ name: 'Ann Later' }).where(eq(users.id, ann.id));
    const made = await makeDayExport(db(), key);
    expect((await keptDayExport(db(), key))?.gzip).toEqual(made.gzip);
    // The same rows kept with the version read before the rename (as by a process that read
    // the version, then the rows after the rename committed): stale at once.
    const thatDay = and(eq(transactionDayExports.day, key.day), eq(transactionDayExports.language, key.language));
    await db().delete(transactionDayExports).where(thatDay);
    await keepDayExport(db(), key, before, made);
    expect(await keptDayExport(db(), key)).toBeUndefined();
    // Made again, it is sent; an earlier version never replaces it.
    await makeDayExport(db(), key);
    await keepDayExport(db(), key, before, made);
    expect((await keptDayExport(db(), key))?.gzip).toEqual(made.gzip);
    const [row] = await db()
      .select({ version: transactionDayExports.version })
      .from(transactionDayExports)
      .where(thatDay);
    expect(row?.version).toBeGreaterThan(before.version);
  });

  it('is made once when processes run the job at once, and after a claim left by a killed process ends', async () => {
    await db().delete(transactionDayExports);
    clock.set(new Date('2026-03-23T12:00:00Z'));
    const {
      rows: [count],
    } = (await db().execute(sql`
      select count(*)::int as n from generate_series(
        (select (min(created_at) at time zone ${zone})::date from ledger_entries), '2026-03-22'::date,
        interval '1 day') d`)) as unknown as Rows<{ n: number }>;
    const due = (count?.n ?? 0) * 2;
    expect(due).toBeGreaterThanOrEqual(6);
    const runs = await Promise.all([prepare(100), prepare(100), prepare(100)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(due);
    expect(await prepare(100)).toBe(0);

    // A process killed while making a day leaves its claim: the day waits for the claim's end.
    const thatDay = and(eq(transactionDayExports.day, '2026-03-21'), eq(transactionDayExports.language, 'ro'));
    await db().delete(transactionDayExports).where(thatDay);
    await db()
      .insert(transactionDayExportClaims)
      .values({ zone, day: '2026-03-21', language: 'ro', until: new Date(clock.now().getTime() + 10 * 60_000) });
    expect(await prepare(100)).toBe(0);
    clock.advance(9 * 60_000);
    expect(await prepare(100)).toBe(0);
    clock.advance(2 * 60_000);
    expect(await prepare(100)).toBe(1);
    expect(await db().select().from(transactionDayExportClaims)).toEqual([]);
    clock.reset();
  });

  it('forgets a change once no kept export is older and a day has passed', async () => {
    const {
      rows: [oldest],
    } = (await db().execute(sql`select min(version)::bigint as v from transaction_day_exports`)) as unknown as Rows<{
      v: string;
    }>;
    const v = Number(oldest?.v);
    await db()
      .insert(exportChanges)
      .values([
        { at: new Date('2026-01-01T10:00:00Z'), version: v, loggedAt: new Date(Date.now() - 25 * 3600_000) },
        { at: new Date('2026-01-01T11:00:00Z'), version: v + 1, loggedAt: new Date(Date.now() - 25 * 3600_000) },
        { at: new Date('2026-01-01T12:00:00Z'), version: v - 1 },
      ]);
    await prepare();
    const left = await db()
      .select({ version: exportChanges.version })
      .from(exportChanges)
      .where(sql`${exportChanges.at} between '2026-01-01T00:00:00Z' and '2026-01-02T00:00:00Z'`)
      .orderBy(exportChanges.version);
    expect(left.map((c) => c.version)).toEqual([v - 1, v + 1]);
  });
});
