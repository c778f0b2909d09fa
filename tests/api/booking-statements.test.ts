import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../src/server/db/schema/index';
import { createUser } from '../support/factories';
import { createAutomobile, createLocation, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalanced } from '../support/ledger';
import { inMinutes } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

// A booking is two statements in its transaction, and its answer is built from what it wrote
// (docs/performance.md, "Booking"): these tests hold both to what the API promises.
const { app, database } = await createTestApp();

afterEach(async () => {
  await assertLedgerBalanced(app);
});

async function bookingCase(options: { expiredItp?: boolean; restrictedTo?: { id: number }[] } = {}) {
  const owner = await createUser(app, { language: 'en' });
  const driver = await createUser(app, { language: 'ro' });
  const location = options.restrictedTo
    ? await createLocation(app, { access: 'restricted' }, options.restrictedTo)
    : undefined;
  const lot = await createLot(app, owner, location ? { locationId: location.id } : {});
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, 500);
  if (options.expiredItp) {
    const itp = await app.inject({
      method: 'POST',
      url: `/api/automobiles/${car.id}/technical-inspections`,
      headers: driver.headers,
      payload: { itp_location: 'RAR', issue_date: '2020-01-01', expires_at: '2021-01-01' },
    });
    expect(itp.statusCode).toBe(201);
  }
  const payload = {
    parking_lot_id: lot.id,
    automobile_id: car.id,
    start_time: inMinutes(app, 60),
    end_time: inMinutes(app, 125),
  };
  return { owner, driver, lot, payload };
}

const book = (headers: Record<string, string>, payload: Record<string, unknown>, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });

describe('a booking answered from what it wrote', () => {
  it.each([
    ['without an Idempotency-Key', undefined],
    ['with an Idempotency-Key', 'answer-key'],
  ])('answers %s exactly what GET /reservations/{id} then shows, with its warnings', async (_label, key) => {
    const { driver, payload } = await bookingCase({ expiredItp: true });
    const booked = await book(driver.headers, payload, key);
    expect(booked.statusCode).toBe(201);
    expect(booked.headers['content-type']).toBe('application/json; charset=utf-8');
    const { warnings, ...answer } = booked.json() as { id: number; warnings: unknown[] };
    expect(warnings).toEqual([{ code: 'expired', document_kind: 'technical-inspections', expires_at: '2021-01-01' }]);
    const shown = await app.inject({ method: 'GET', url: `/api/reservations/${answer.id}`, headers: driver.headers });
    expect(answer).toEqual(shown.json());
    expect(answer).toMatchObject({ status: 'scheduled', credits_reserved: 65, credits_paid: 0, type: 'sent' });
  });

  it('stores the owner’s notification, in the owner’s language, before the answer leaves', async () => {
    const { owner, driver, lot, payload } = await bookingCase();
    const booked = await book(driver.headers, payload, 'notice-key');
    const { id } = booked.json() as { id: number };
    // Read at once, no waiting: it was written in the booking's own transaction.
    const stored = await app.deps.db
      .select({ userId: notifications.userId, type: notifications.type, url: notifications.url })
      .from(notifications)
      .where(eq(notifications.reservationId, id));
    expect(stored).toEqual([{ userId: owner.id, type: 'reservation.received', url: `/reservations/${id}` }]);
    expect(lot.id).toBe(payload.parking_lot_id);
  });

  it('books a lot of a restricted location only for a user authorized there', async () => {
    const authorized = await createUser(app);
    await grantCredits(app, authorized, 500);
    const { driver, payload } = await bookingCase({ restrictedTo: [authorized] });
    const refused = await book(driver.headers, {
      ...payload,
      automobile_id: undefined,
      automobile_registration: 'B123ABC',
    });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { errors: Record<string, string[]> }).errors.parking_lot_id).toHaveLength(1);
    const allowed = await book(authorized.headers, {
      ...payload,
      automobile_id: undefined,
      automobile_registration: 'B123ABC',
    });
    expect(allowed.statusCode).toBe(201);
  });
});

describe.runIf(database.kind === 'postgres')('a booking’s round trips (PostgreSQL)', () => {
  it.each([
    ['without an Idempotency-Key', undefined],
    ['with an Idempotency-Key', 'round-trips'],
  ])('is three statements %s: the token, the read, the write that commits by itself', async (_label, key) => {
    const { driver, payload } = await bookingCase();
    const sent: string[] = [];
    const original = pg.Client.prototype.query;
    const query = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const config = args[0] as string | { name?: string; text: string };
      const text = typeof config === 'string' ? config : (config.name ?? config.text);
      sent.push(text.replace(/\s+/g, ' ').trim().slice(0, 40));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      const booked = await book(driver.headers, payload, key);
      expect(booked.statusCode).toBe(201);
    } finally {
      query.mockRestore();
    }
    // Left out of the count: what the setup's credit grant set off after it (the driver's
    // notification: user, insert, Web Push's read of devices), and the outbox's batched note
    // that notifications were published (every 100 ms, after the fact). The owner has no
    // device, and the booking's read said so: delivering the owner's notification reads nothing.
    const grant =
      /^select "user_id", "reservations"|^insert into "notifications"|^select "id", "name", "email"|^update "notifications" set "published_at/;
    const booking = sent.filter((text) => !grant.test(text));
    const pushReads = booking.filter((text) => text.includes('push_subscriptions'));
    expect(pushReads.length).toBeLessThanOrEqual(1);
    expect(booking.filter((text) => !text.includes('push_subscriptions'))).toEqual([
      'access_token_lookup',
      expect.stringMatching(/^booking_read_/),
      expect.stringMatching(/^booking_at_once_/),
    ]);
  });
});
