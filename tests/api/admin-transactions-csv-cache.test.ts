import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { exportVersions, ledgerTransactions, parkingLots, payments, users } from '../../src/server/db/schema/index';
import { adminCsvExport } from '../support/admin-export';
import { createUser } from '../support/factories';
import { grantCredits } from '../support/fixtures-parking';
import { bookedReservation } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

// The admin transactions CSV is kept by what it shows (modules/credits/admin-routes.ts,
// lib/export-cache.ts): a second download is sent from memory. These tests check that every
// change an export shows reaches the next download, whoever writes it.
const { app } = await createTestApp();
const admin = await createUser(app, { isAdmin: true });

const exportOf = (filter: string, headers: Record<string, string> = {}) => adminCsvExport(app, admin, filter, headers);

describe("the admin transactions CSV's cache", () => {
  it('sends a second download from memory, the same bytes, gzipped or plain as asked', async () => {
    const user = await createUser(app, { name: 'Ioana Cache' });
    await grantCredits(app, user, 40);
    const first = await exportOf(`user_id=${user.id}`);
    expect(first.cache).toBe('miss');
    expect(first.body).toContain('Ioana Cache');
    const plain = await exportOf(`user_id=${user.id}`);
    const gzipped = await exportOf(`user_id=${user.id}`, { 'accept-encoding': 'gzip, br' });
    const refused = await exportOf(`user_id=${user.id}`, { 'accept-encoding': 'gzip;q=0, identity' });
    for (const kept of [plain, gzipped, refused]) {
      expect(kept.cache).toBe('hit');
      expect(kept.body).toBe(first.body);
      expect([kept.total, kept.totals]).toEqual([first.total, first.totals]);
    }
    expect([plain.encoding, gzipped.encoding, refused.encoding]).toEqual([undefined, 'gzip', undefined]);
    // Another language is another export.
    const romanian = await exportOf(`user_id=${user.id}`, { 'accept-language': 'ro', 'accept-encoding': 'gzip' });
    expect([romanian.cache, romanian.encoding]).toEqual(['miss', 'gzip']);
    expect(await exportOf(`user_id=${user.id}`, { 'accept-language': 'ro' })).toEqual({
      ...romanian,
      cache: 'hit',
      encoding: undefined,
    });
    expect(romanian.body.split('\r\n')[0]).not.toBe(first.body.split('\r\n')[0]);
  });

  it('shows a new entry, a new name, a lot renamed and a payment changed in the next download', async () => {
    const { driver, lot, reservation } = await bookedReservation(app);
    const filter = `user_id=${driver.id}`;
    // Three days around today in the app's zone (a minute past midnight changes nothing).
    const today = DateTime.now().setZone(app.deps.config.APP_TIMEZONE);
    const days = `from=${today.minus({ days: 1 }).toISODate()}&to=${today.plus({ days: 1 }).toISODate()}`;
    const byReservation = `reservation_id=${reservation.id}`;
    const before = await Promise.all([filter, days, byReservation].map((f) => exportOf(f)));
    for (const f of [filter, days, byReservation]) expect((await exportOf(f)).cache).toBe('hit');

    await grantCredits(app, driver, 7);
    const granted = await exportOf(filter);
    expect(granted.cache).toBe('miss');
    expect(Number(granted.total)).toBe(Number(before[0]?.total) + 1);
    const grantedDays = await exportOf(days);
    expect(grantedDays.cache).toBe('miss');
    expect(Number(grantedDays.total)).toBe(Number(before[1]?.total) + 1);
    expect((await exportOf(byReservation)).cache).toBe('hit');

    await app.deps.db.update(users).set({ name: 'Driver Renamed' }).where(eq(users.id, driver.id));
    expect((await exportOf(filter)).body).toContain('Driver Renamed');

    expect(granted.body).toContain(lot.identifier);
    await app.deps.db.update(parkingLots).set({ identifier: 'RENAMED-1' }).where(eq(parkingLots.id, lot.id));
    const renamed = await exportOf(filter);
    expect(renamed.body).toContain('RENAMED-1');
    expect(renamed.body).not.toContain(lot.identifier);
    expect((await exportOf(byReservation)).body).toContain('RENAMED-1');

    // A payment's receipt arrives after its credits (the webhook's later event).
    const [grant] = await app.deps.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.id} in (select transaction_id from ledger_entries where amount = 7)`)
      .limit(1);
    if (!grant) throw new Error('no grant');
    await app.deps.db.insert(payments).values({
      userId: driver.id,
      ledgerTransactionId: grant.id,
      credits: 7,
      amount: 700,
      currency: 'RON',
      stripeSessionId: `cs_cache_${driver.id}`,
      stripeEventId: `evt_cache_${driver.id}`,
    });
    expect((await exportOf(filter)).body).toContain(`cs_cache_${driver.id}`);
    await app.deps.db
      .update(payments)
      .set({ stripeReceiptUrl: 'https://pay.example.test/receipt/1' })
      .where(eq(payments.ledgerTransactionId, grant.id));
    expect((await exportOf(filter)).body).toContain('https://pay.example.test/receipt/1');

    // The version's row stays: written again from 0, a version would name an export kept before.
    await expect(app.deps.db.delete(exportVersions)).rejects.toThrow();
  });

  it('makes one export for downloads at once, and none sees a rename late once it is committed', async () => {
    const user = await createUser(app, { name: 'Name 0' });
    await grantCredits(app, user, 5);
    const filter = `user_id=${user.id}`;
    const together = await Promise.all(Array.from({ length: 6 }, () => exportOf(filter)));
    expect(together.filter((e) => e.cache === 'miss')).toHaveLength(1);
    expect(new Set(together.map((e) => e.body)).size).toBe(1);

    // Renames racing downloads: whatever each download saw, the one after the commit sees it.
    for (let round = 1; round <= 5; round++) {
      const racing = Promise.all(Array.from({ length: 3 }, () => exportOf(filter)));
      await app.deps.db
        .update(users)
        .set({ name: `Name ${round}` })
        .where(eq(users.id, user.id));
      await racing;
      const after = await exportOf(filter);
      expect(after.body).toContain(`Name ${round}`);
      expect(after.body).not.toContain(`Name ${round - 1}`);
    }
  });
});
