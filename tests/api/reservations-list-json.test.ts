import { describe, expect, it } from 'vitest';
import { lotChecks, reservationReports, reservations } from '../../src/server/db/schema/index';
import { listPageQuery } from '../../src/server/modules/reservations/list-query';
import { toReservationView } from '../../src/server/modules/reservations/presenter';
import { findReservationDetail } from '../../src/server/modules/reservations/repository';
import { createUser } from '../support/factories';
import { createLocation, createLot } from '../support/fixtures-lots';
import { createTestApp } from '../support/test-app';

// The reservations list builds its page's JSON in the database (reservations/list-json.ts);
// a single reservation is presented in TypeScript (reservations/presenter.ts). They must not drift.
const { app, clock } = await createTestApp();
const NOW = new Date('2025-10-26T00:30:00Z'); // 03:30 in Bucharest, the night summer time ends
clock.set(NOW);
const at = (minutes: number, ms = 0) => new Date(NOW.getTime() + minutes * 60_000 + ms);

async function scene() {
  const alice = await createUser(app, { name: 'Alice "A" \\ Ș', phone: '0722000111' });
  const bob = await createUser(app, { name: 'Bob' });
  const carol = await createUser(app, { name: 'Carol', phone: null });
  const place = await createLocation(app, { title: 'Piața "Unirii"\nNord' });
  const bobsLot = await createLot(app, bob.id, {
    identifier: 'BOB-7',
    locationId: place.id,
    zone: 'Zona Ș',
    address: 'Str. Ăîâ 1',
    latitude: 44.123456789,
    longitude: 26.987654321,
    orientationDegrees: 359,
    accessType: 'private',
    accessInstructions: 'Cod poartă 1234\t"etaj" -2',
  });
  const alicesLot = await createLot(app, alice.id, { identifier: 'ALICE-1', zone: null, address: null });
  const row = async (values: Partial<typeof reservations.$inferInsert> & { parkingLotId: number; userId: number }) => {
    const [r] = await app.deps.db
      .insert(reservations)
      .values({ automobileRegistration: 'B123ABC', creditsReserved: 30, ...values } as typeof reservations.$inferInsert)
      .returning();
    return r!;
  };
  // Alice drives: active now (the gate code is hers), scheduled after the clocks go back,
  // finalized, cancelled with a reason and a report contested by a check, expired with a
  // report settled; all with fractional seconds.
  const active = await row({
    parkingLotId: bobsLot.id,
    userId: alice.id,
    startTime: at(-20, 456),
    endTime: at(40, 999),
    status: 'scheduled',
    visitorPhone: '0700 111 222',
  });
  await row({ parkingLotId: bobsLot.id, userId: alice.id, startTime: at(60), endTime: at(120), status: 'scheduled' });
  await row({
    parkingLotId: bobsLot.id,
    userId: alice.id,
    startTime: at(-600),
    endTime: at(-540),
    status: 'finalized',
    creditsPaid: 25,
    finalizedAt: at(-550, 321),
    endedAt: at(-550, 321),
  });
  const reported = await row({
    parkingLotId: bobsLot.id,
    userId: alice.id,
    startTime: at(-400),
    endTime: at(-300),
    status: 'cancelled',
    cancelledAt: at(-390, 10),
    cancelReason: 'reported: occupied',
  });
  const settled = await row({
    parkingLotId: bobsLot.id,
    userId: alice.id,
    startTime: at(-1500),
    endTime: at(-1400),
    status: 'expired',
    creditsPaid: 30,
  });
  // Carol books Alice's lot: received, with no phone and a lot without location, zone or address.
  await row({
    parkingLotId: alicesLot.id,
    userId: carol.id,
    startTime: at(-20),
    endTime: at(200),
    status: 'scheduled',
    automobileRegistration: 'CJ22CAR',
  });
  await row({ parkingLotId: alicesLot.id, userId: alice.id, startTime: at(300), endTime: at(360) });
  const [check] = await app.deps.db
    .insert(lotChecks)
    .values({
      ownerId: bob.id,
      parkingLotId: bobsLot.id,
      clientId: 'c-1',
      checkedAt: at(-385, 700),
      registration: 'B123ABC',
      verdict: 'cancelled',
      receivedAt: at(-384, 5),
    })
    .returning();
  await app.deps.db.insert(reservationReports).values([
    {
      reservationId: reported.id,
      userId: alice.id,
      reason: 'occupied',
      note: 'O mașină\nstrăină',
      reportedAt: at(-390, 10),
      held: false,
      contestedAt: at(-380),
      contestNote: 'Era a lui',
      contestCheckId: check!.id,
    },
    {
      reservationId: settled.id,
      userId: alice.id,
      reason: 'blocked',
      reportedAt: at(-1450),
      held: true,
      settlement: 'refund',
      settledAt: at(-100, 1),
      settledBy: bob.id,
    },
  ]);
  return { alice, bob, carol, active };
}

describe('the reservations list built by the database', () => {
  it('is the same JSON, key for key, as the TypeScript presenter, in the same order', async () => {
    const { alice, bob, carol } = await scene();
    for (const viewer of [alice, bob, carol]) {
      for (const type of ['all', 'sent', 'received'] as const) {
        const query = listPageQuery(
          app.deps.db,
          viewer.id,
          { type, status: 'all', page: 1, perPage: 200 },
          NOW,
          app.deps.config.APP_TIMEZONE,
        );
        const result = (await app.deps.db.execute(query)) as unknown as { rows: { data: string }[] };
        const got = JSON.parse(result.rows[0]!.data) as { id: number }[];
        const want = await Promise.all(
          got.map(async (r) =>
            toReservationView(
              (await findReservationDetail(app.deps.db, r.id, NOW))!,
              viewer.id,
              app.deps.config.APP_TIMEZONE,
            ),
          ),
        );
        // The same values and the same keys in the same order.
        expect(got).toEqual(want);
        expect(got.map((r) => Object.keys(r))).toEqual(want.map((r) => Object.keys(r)));
        // Through the API (the contract's pass in tests): the same rows, newest start first.
        const res = await app.inject({
          method: 'GET',
          url: `/api/reservations?type=${type}&per_page=200`,
          headers: viewer.headers,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual(want);
        const starts = want.map((r) => r.start_time);
        expect(starts).toEqual([...starts].sort().reverse());
      }
    }
    // What the scene covers, so the comparison above means something.
    const res = await app.inject({ method: 'GET', url: '/api/reservations?per_page=200', headers: alice.headers });
    const data = res.json().data as Record<string, unknown>[];
    expect(data).toHaveLength(7);
    expect(data.filter((r) => r.access_instructions !== null)).toHaveLength(2);
    expect(data.filter((r) => r.type === 'received')).toHaveLength(1);
    expect(data.map((r) => r.report).filter(Boolean)).toEqual([
      expect.objectContaining({ contest_evidence: expect.objectContaining({ verdict: 'cancelled' }) }),
      expect.objectContaining({ contest_evidence: null, settlement: 'refund' }),
    ]);
    expect(data.map((r) => r.start_time)).toContain('2025-10-26 03:10:00');
  });
});
