import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerStrikesContract } from '../../src/domain/contracts/ratings';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { sweepOwnerStrikes } from '../../src/server/modules/ratings/index';
import { createUser, type TestUser } from '../support/factories';
import { createLot } from '../support/fixtures-parking';
import { listNotifications, waitForNotifications } from '../support/notifications';
import { bookLotAsNewDriver, setStatus } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

// Owners' reliability (PRODUCT.md, "Lot features and ratings"; docs/ratings.md): cancels of
// booked reservations and upheld "spot taken" reports are strikes; 2 in 90 days show "cancels
// often"; 3 in 30 days take the owner's lots out of search until an administrator restores them.
const { app, clock } = await createTestApp();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

beforeEach(() => clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));
afterEach(() => clock.reset());

async function again(user: TestUser): Promise<TestUser> {
  const { accessToken } = await createSession(app.deps.db, user, true, app.deps.now());
  return { ...user, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

let area = 0;
/** An owner with one lot in an area of its own, and a searcher's bounds around it. */
async function ownerWithLot() {
  area += 1;
  const latitude = 30 + area * 0.1;
  const owner = await createUser(app, {
    language: 'en',
    name: `Owner ${area}`,
    email: `owner-${area}-${Date.now()}@example.test`,
  });
  const lot = await createLot(app, owner, { latitude, longitude: 20 });
  const bounds = {
    'southWest[lat]': String(latitude - 0.01),
    'southWest[lng]': '19.99',
    'northEast[lat]': String(latitude + 0.01),
    'northEast[lng]': '20.01',
  };
  return { owner, lot, bounds };
}

async function found(bounds: Record<string, string>) {
  const searcher = await createUser(app);
  const res = await app.inject({ method: 'GET', url: '/api/parking-finder', headers: searcher.headers, query: bounds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; cancels_often: boolean }[];
}

/** A driver books the lot; the owner cancels it (a strike). */
async function ownerCancels(owner: TestUser, lotId: number) {
  const { reservation } = await bookLotAsNewDriver(app, lotId, 60, 120);
  const res = await setStatus(app, await again(owner), reservation.id, 'cancelled');
  expect(res.statusCode, res.body).toBe(200);
  return reservation.id;
}

async function status(owner: TestUser) {
  const res = await app.inject({ method: 'GET', url: '/api/owner-strikes', headers: (await again(owner)).headers });
  expect(res.statusCode, res.body).toBe(200);
  return ownerStrikesContract.parse(res.json().data);
}

async function holds(admin: TestUser) {
  const res = await app.inject({ method: 'GET', url: '/api/admin/owner-holds', headers: (await again(admin)).headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; owner_id: number; strikes: number }[];
}

describe("owners' strikes", () => {
  it('shows "cancels often" from 2 strikes in 90 days, and forgets them after', async () => {
    const { owner, lot, bounds } = await ownerWithLot();
    await ownerCancels(owner, lot.id);
    await vi.waitFor(async () => expect((await status(owner)).count_90_days).toBe(1));
    expect((await found(bounds))[0]).toMatchObject({ id: lot.id, cancels_often: false });
    await ownerCancels(owner, lot.id);
    await vi.waitFor(async () => expect((await found(bounds))[0]?.cancels_often).toBe(true));
    expect(await status(owner)).toMatchObject({ count_90_days: 2, cancels_often: true, out_of_search: false });

    clock.advance(91 * DAY);
    expect((await found(bounds))[0]).toMatchObject({ id: lot.id, cancels_often: false });
    expect(await status(owner)).toMatchObject({ count_90_days: 0, cancels_often: false });
  });

  it("takes the owner's lots out of search at 3 strikes in 30 days, until an administrator restores them", async () => {
    const admin = await createUser(app, { isAdmin: true, language: 'ro', name: 'Admin Strikes' });
    const { owner, lot, bounds } = await ownerWithLot();
    await ownerCancels(owner, lot.id);
    clock.advance(20 * DAY);
    await ownerCancels(owner, lot.id);
    // A driver cancelling is no strike of the owner's.
    const { driver, reservation } = await bookLotAsNewDriver(app, lot.id, 60, 120);
    expect((await setStatus(app, driver, reservation.id, 'cancelled')).statusCode).toBe(200);
    expect((await found(bounds)).map((l) => l.id)).toEqual([lot.id]);

    // The first strike is 31 days old by the third: still in search.
    clock.advance(11 * DAY);
    await ownerCancels(owner, lot.id);
    await vi.waitFor(async () => expect((await status(owner)).count_90_days).toBe(3));
    expect(await status(owner)).toMatchObject({ count_30_days: 2, out_of_search: false });
    expect((await found(bounds)).map((l) => l.id)).toEqual([lot.id]);

    // A fourth within 30 days of the second: out.
    clock.advance(DAY);
    await ownerCancels(owner, lot.id);
    await vi.waitFor(async () => expect((await holds(admin)).map((h) => h.owner_id)).toContain(owner.id));
    expect(await found(bounds)).toEqual([]);
    expect(await status(owner)).toMatchObject({ out_of_search: true, count_30_days: 3 });
    const [ownerNotice] = await waitForNotifications(app, (await again(owner)).headers, (n) =>
      n.title.includes('out of search'),
    );
    expect(ownerNotice?.message).toMatch(/3 times within 30 days/);
    const [adminNotice] = await waitForNotifications(
      app,
      (await again(admin)).headers,
      (n) => n.url === '/admin/owners-out-of-search',
    );
    expect(adminNotice?.title).toBe('Proprietar scos din căutare');

    const hold = (await holds(admin)).find((h) => h.owner_id === owner.id);
    const restore = (user: TestUser) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/owner-holds/${hold?.id}/restore`,
        headers: user.headers,
        payload: { note: 'Talked to the owner.' },
      });
    expect((await restore(await again(owner))).statusCode).toBe(403);
    const admin2 = await again(admin);
    const both = await Promise.all([restore(admin2), restore(admin2)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect((await found(bounds)).map((l) => l.id)).toEqual([lot.id]);
    expect(await status(owner)).toMatchObject({ out_of_search: false, count_30_days: 0 });
    await waitForNotifications(app, (await again(owner)).headers, (n) => n.title.includes('back in search'));

    // Both the removal (by the server) and the restore (by the administrator) are audited.
    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?target_type=user&target_id=${owner.id}`,
      headers: admin2.headers,
    });
    expect(
      (audit.json().data as { action: string; admin_name: string | null }[]).map((e) => [e.action, e.admin_name]),
    ).toEqual([
      ['owner.restore', 'Admin Strikes'],
      ['owner.out_of_search', null],
    ]);

    // Strikes before the restore no longer count: one more is not three.
    clock.advance(MIN);
    await ownerCancels(owner, lot.id);
    await vi.waitFor(async () => expect((await status(owner)).count_30_days).toBe(1));
    expect((await found(bounds)).map((l) => l.id)).toEqual([lot.id]);
  });

  it('counts a "spot taken" report once its 72 hours pass uncontested (the periodic sweep)', async () => {
    const { owner, lot } = await ownerWithLot();
    const reported: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { driver, reservation } = await bookLotAsNewDriver(app, lot.id, 5, 65);
      clock.advance(6 * MIN);
      const res = await app.inject({
        method: 'POST',
        url: `/api/reservations/${reservation.id}/report`,
        headers: (await again(driver)).headers,
        payload: { reason: 'occupied' },
      });
      expect(res.statusCode, res.body).toBe(200);
      reported.push(reservation.id);
      clock.advance(60 * MIN);
    }
    // The owner contests the last within the 72 hours: it does not stand.
    const contest = await app.inject({
      method: 'POST',
      url: `/api/reservations/${reported[2]}/contest`,
      headers: (await again(owner)).headers,
      payload: { note: 'The spot was free.' },
    });
    expect(contest.statusCode, contest.body).toBe(200);
    await sweepOwnerStrikes(app.deps);
    expect((await status(owner)).count_90_days).toBe(0);

    clock.advance(72 * 60 * MIN);
    await sweepOwnerStrikes(app.deps);
    const after = await status(owner);
    expect(after.strikes.map((s) => s.kind)).toEqual(['report', 'report']);
    expect(after).toMatchObject({ cancels_often: true, out_of_search: false });
    expect(await listNotifications(app, (await again(owner)).headers)).not.toContainEqual(
      expect.objectContaining({ title: 'Your parking lots are out of search' }),
    );
  });
});
