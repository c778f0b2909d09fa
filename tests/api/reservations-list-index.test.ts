import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  effectiveStatus,
  matchesStatusFilter,
  reservationStatusFilters,
  type ReservationStatusFilter,
} from '../../src/domain/reservation-status';
import { reservationTypes, type ReservationType } from '../../src/domain/contracts/reservation-requests';
import { reservations, type StoredReservationStatus } from '../../src/server/db/schema/index';
import { listCountQuery, listPageQuery, type ListFilters } from '../../src/server/modules/reservations/list-query';
import { createUser, type TestUser } from '../support/factories';
import { createLot } from '../support/fixtures-parking';
import { tableReads, type PlanNode } from '../support/query-plans';
import { createTestApp } from '../support/test-app';

// The list reads each side of "sent or received" by index (list-query.ts, docs/performance.md):
// every filter must still give the rows and order of the one query it replaced.
const { app, clock } = await createTestApp();

const HOUR = 3_600_000;
const now = new Date(Math.floor(Date.now() / 1000) * 1000);

type Row = {
  id: number;
  userId: number;
  ownerId: number;
  place: string;
  startTime: Date;
  endTime: Date;
  status: StoredReservationStatus;
};

/**
 * Alice drives (Bob's lots, and one of her own) and owns two lots others book; Bob and Carol
 * book each other's too. Equal starts on different lots test the order by id; no open row has
 * ended, so nothing is settled while listing.
 */
async function scene() {
  const [alice, bob, carol] = [await createUser(app), await createUser(app), await createUser(app)];
  const lots = {
    alice1: await createLot(app, alice, { identifier: 'ALICE-1' }),
    alice2: await createLot(app, alice, { identifier: 'ALICE_2' }),
    bob7: await createLot(app, bob, { identifier: 'BOB-7' }),
    carol9: await createLot(app, carol, { identifier: 'CAROL-9' }),
  };
  const plan: [
    TestUser,
    { id: number; ownerId: number; identifier: string },
    number,
    number,
    StoredReservationStatus,
  ][] = [
    [alice, lots.bob7, -50, -49, 'finalized'],
    [alice, lots.bob7, -30, -29, 'expired'],
    [alice, lots.bob7, -1, 2, 'scheduled'], // active by the clock
    [alice, lots.bob7, 5, 6, 'cancelled'],
    [alice, lots.bob7, 10, 11, 'scheduled'],
    [alice, lots.alice1, 10, 11, 'scheduled'], // her own lot: sent, listed once in "all"
    [carol, lots.alice1, 20, 21, 'scheduled'],
    [carol, lots.alice2, 10, 11, 'scheduled'], // the same start as two others
    [carol, lots.alice2, -40, -39, 'finalized'],
    [bob, lots.alice2, -20, -19, 'cancelled'],
    [bob, lots.alice1, -2, 1, 'active'],
    [bob, lots.carol9, 10, 11, 'scheduled'],
    [carol, lots.bob7, -50, -49, 'finalized'],
  ];
  const rows: Row[] = [];
  for (const [index, [driver, lot, from, to, status]] of plan.entries()) {
    const [row] = await app.deps.db
      .insert(reservations)
      .values({
        userId: driver.id,
        parkingLotId: lot.id,
        automobileRegistration: `B${index}TST`,
        startTime: new Date(now.getTime() + from * HOUR),
        endTime: new Date(now.getTime() + to * HOUR),
        status,
        creditsReserved: 10,
        creditsPaid: status === 'finalized' ? 10 : 0,
      })
      .returning();
    if (!row) throw new Error('reservation insert returned nothing');
    rows.push({ ...row, ownerId: lot.ownerId, place: lot.identifier });
  }
  return { alice, rows };
}

/** The list as the one query before it answered: matching rows, newest start first, ties by id descending. */
function expected(rows: Row[], userId: number, type: ReservationType, status: ReservationStatusFilter, place: string) {
  const needle = place.trim().toLowerCase();
  return rows
    .filter((r) =>
      type === 'sent'
        ? r.userId === userId
        : type === 'received'
          ? r.ownerId === userId
          : r.userId === userId || r.ownerId === userId,
    )
    .filter((r) => matchesStatusFilter(effectiveStatus(r, now), status))
    .filter((r) => r.place.toLowerCase().includes(needle))
    .sort((a, b) => b.startTime.getTime() - a.startTime.getTime() || b.id - a.id)
    .map((r) => r.id);
}

describe('GET /api/reservations, each side by index', () => {
  it('gives the rows, order and totals of every type, status and place filter', async () => {
    clock.set(now);
    const { alice, rows } = await scene();
    const places = ['', 'alice', 'bob-7', '_', '%', ' carol ', 'none'];
    for (const type of reservationTypes) {
      for (const status of reservationStatusFilters) {
        for (const place of places) {
          const want = expected(rows, alice.id, type, status, place);
          const query = new URLSearchParams({ type, status, place, per_page: '200' });
          const res = await app.inject({ method: 'GET', url: `/api/reservations?${query}`, headers: alice.headers });
          const body = res.json();
          expect({
            type,
            status,
            place,
            ids: body.data.map((r: { id: number }) => r.id),
            total: body.meta.total,
          }).toEqual({
            type,
            status,
            place,
            ids: want,
            total: want.length,
          });
        }
      }
    }
    expect(expected(rows, alice.id, 'all', 'all', '')).toHaveLength(11);
  });

  it('pages every type the same way', async () => {
    clock.set(now);
    const { alice, rows } = await scene();
    for (const type of reservationTypes) {
      const want = expected(rows, alice.id, type, 'all', '');
      const got: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/reservations?type=${type}&per_page=3&page=${page}`,
          headers: alice.headers,
        });
        const body = res.json();
        expect(body.meta).toEqual({
          current_page: page,
          per_page: 3,
          total: want.length,
          last_page: Math.max(1, Math.ceil(want.length / 3)),
        });
        got.push(...body.data.map((r: { id: number; type: string; user_id: number }) => r.id));
        for (const r of body.data) expect(r.type).toBe(r.user_id === alice.id ? 'sent' : 'received');
      }
      expect({ type, got }).toEqual({ type, got: want });
    }
  });
});

async function planOf(query: SQL): Promise<PlanNode> {
  const result = (await app.deps.db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string | [{ Plan: PlanNode }] }[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
  if (!plan) throw new Error('no plan');
  return plan[0].Plan;
}

describe.runIf(process.env.TEST_DATABASE_URL)('GET /api/reservations among 50,000 reservations of others', () => {
  it('reads reservations by index only: no sequential scan, no index walked whole', async () => {
    clock.set(now);
    const { alice } = await scene();
    const db = app.deps.db;
    // 100 other owners' 2,000 lots and 2,000 other drivers' 50,000 reservations, 25 a lot:
    // the past ones finalized, the last two of each lot scheduled, one after the other.
    await db.execute(sql`
      insert into users (name, email, password_hash, language)
      select 'Scale ' || g, 'scale-' || g || '@example.test', 'x', 'ro' from generate_series(1, 2100) g`);
    await db.execute(sql`
      insert into parking_lots (owner_id, identifier, zone, address, latitude, longitude, available, available_from)
      select (select min(id) from users where email like 'scale-%') + g % 100, 'S-' || g, 'Zona S', 'Strada Scale',
        44.4 + g * 0.0001, 26.1, true, ${now}::timestamptz - interval '400 days'
      from generate_series(1, 2000) g`);
    await db.execute(sql`
      insert into reservations (user_id, parking_lot_id, automobile_registration, start_time, end_time, status,
        credits_reserved, credits_paid)
      select (select min(id) from users where email like 'scale-%') + 100 + (p.id * 25 + k) % 2000, p.id, 'S' || p.id || 'K' || k,
        ${now}::timestamptz + (k - 23) * interval '1 day', ${now}::timestamptz + (k - 23) * interval '1 day' + interval '1 hour',
        case when k < 23 then 'finalized' else 'scheduled' end, 10, case when k < 23 then 10 else 0 end
      from parking_lots p cross join generate_series(0, 24) k
      where p.identifier like 'S-%'`);
    await db.execute(sql`analyze reservations`);
    await db.execute(sql`analyze parking_lots`);
    await db.execute(sql`analyze users`);

    const filters: ListFilters[] = reservationTypes.flatMap((type) => [
      { type, status: 'all', page: 1, perPage: 200 },
      { type, status: 'scheduled_or_active', place: 'bob', page: 3, perPage: 50 },
    ]);
    for (const f of filters) {
      for (const query of [listPageQuery(db, alice.id, f, now).getSQL(), listCountQuery(db, alice.id, f, now)]) {
        const scans = tableReads(await planOf(query), new Set(['reservations']));
        expect(scans.length).toBeGreaterThan(0);
        for (const scan of scans) {
          expect({ filters: f, scan }).toEqual({
            filters: f,
            scan: expect.stringMatching(
              /^(Index Scan|Index Only Scan|Bitmap Heap Scan) on reservations( using \w+)? by condition$/,
            ),
          });
        }
      }
    }
    // And the answer is still the scene's.
    const res = await app.inject({ method: 'GET', url: '/api/reservations?per_page=200', headers: alice.headers });
    expect(res.json().meta.total).toBe(11);
  });
});
