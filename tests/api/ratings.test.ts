import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lotRatingsContract, reservationRatingContract } from '../../src/domain/contracts/ratings';
import { parkingLots } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { sendRatingPrompts } from '../../src/server/modules/ratings/index';
import { createUser, type TestUser } from '../support/factories';
import { createLocation, createLot } from '../support/fixtures-parking';
import { listNotifications } from '../support/notifications';
import { bookedReservation, bookLotAsNewDriver, setStatus } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

// Ratings both ways (PRODUCT.md, "Lot features and ratings"; docs/ratings.md): once per side,
// double-blind until both rated or 14 days passed, an average from 3 shown ratings, the
// owner's one reply, reports and an administrator's audited decision.
const { app, clock } = await createTestApp();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

beforeEach(() => clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));
afterEach(() => clock.reset());

/** The user signed in again at the app's clock (access tokens expire as the clock moves on). */
async function again(user: TestUser): Promise<TestUser> {
  const { accessToken } = await createSession(app.deps.db, user, true, app.deps.now());
  return { ...user, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

const rate = (user: TestUser, id: number, payload: object) =>
  app.inject({ method: 'POST', url: `/api/reservations/${id}/rating`, headers: user.headers, payload });
const view = async (user: TestUser, id: number) => {
  const res = await app.inject({ method: 'GET', url: `/api/reservations/${id}/rating`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return reservationRatingContract.parse(res.json().data);
};
const lotRatings = async (user: TestUser, lotId: number) => {
  const res = await app.inject({ method: 'GET', url: `/api/parking-lots/${lotId}/ratings`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return lotRatingsContract.parse(res.json());
};

/** A reservation of 60 minutes starting in 10, finalized by the driver 20 minutes in. */
async function finalized() {
  const booked = await bookedReservation(app, { startIn: 10, endIn: 70 });
  clock.advance(30 * MIN);
  const res = await setStatus(app, booked.driver, booked.reservation.id, 'finalized');
  expect(res.statusCode, res.body).toBe(200);
  return booked;
}

describe('rating a reservation', () => {
  it('reveals each side to the other only once both have rated', async () => {
    const { owner, driver, lot, reservation } = await finalized();
    const res = await rate(driver, reservation.id, { stars: 4, tags: ['safe', 'easy_access', 'safe'], text: ' Ok ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ stars: 4, tags: ['safe', 'easy_access'], text: 'Ok', side: 'driver' });

    // The driver sees their own; the owner does not see it yet, nor does the lot's list.
    expect((await view(driver, reservation.id)).mine?.stars).toBe(4);
    expect(await view(owner, reservation.id)).toMatchObject({ side: 'owner', can_rate: true, theirs: null });
    expect((await lotRatings(owner, lot.id)).data).toEqual([]);

    const back = await rate(owner, reservation.id, { stars: 2, text: 'Left late.' });
    expect(back.statusCode, back.body).toBe(201);
    expect((await view(owner, reservation.id)).theirs).toMatchObject({ stars: 4, rater_name: 'Driver' });
    expect((await view(driver, reservation.id)).theirs).toMatchObject({ stars: 2, text: 'Left late.', side: 'owner' });
    expect((await view(driver, reservation.id)).can_rate).toBe(false);
    expect((await lotRatings(driver, lot.id)).data.map((r) => r.stars)).toEqual([4]);
  });

  it('reveals a lone rating 14 days after the end, and takes none after that', async () => {
    const { owner, driver, lot, reservation } = await finalized();
    const end = clock.now();
    expect((await rate(driver, reservation.id, { stars: 5 })).statusCode).toBe(201);
    clock.set(new Date(end.getTime() + 14 * DAY - MIN));
    const [o1, d1] = [await again(owner), await again(driver)];
    expect((await view(o1, reservation.id)).theirs).toBeNull();
    expect((await lotRatings(d1, lot.id)).data).toEqual([]);

    clock.set(new Date(end.getTime() + 14 * DAY + MIN));
    const [o2, d2] = [await again(owner), await again(driver)];
    expect((await view(o2, reservation.id)).theirs?.stars).toBe(5);
    expect((await lotRatings(d2, lot.id)).data.map((r) => r.stars)).toEqual([5]);
    // The owner's window closed with it.
    const late = await rate(o2, reservation.id, { stars: 3 });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/14 days/);
    expect(await view(o2, reservation.id)).toMatchObject({ can_rate: false, mine: null });
  });

  it('takes an expired reservation, but not a running, cancelled or reported one', async () => {
    const running = await bookedReservation(app, { startIn: 10, endIn: 70 });
    expect((await rate(running.driver, running.reservation.id, { stars: 3 })).statusCode).toBe(422);
    clock.advance(71 * MIN);
    // Expired by the clock (the sweeper has not run): rateable.
    expect((await rate(await again(running.driver), running.reservation.id, { stars: 3 })).statusCode).toBe(201);

    const cancelled = await bookedReservation(app, { startIn: 10, endIn: 70 });
    expect((await setStatus(app, cancelled.driver, cancelled.reservation.id, 'cancelled')).statusCode).toBe(200);
    const refused = await rate(cancelled.driver, cancelled.reservation.id, { stars: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/cancelled/);

    const reported = await bookedReservation(app, { startIn: 5, endIn: 65 });
    clock.advance(6 * MIN);
    const report = await app.inject({
      method: 'POST',
      url: `/api/reservations/${reported.reservation.id}/report`,
      headers: reported.driver.headers,
      payload: { reason: 'occupied' },
    });
    expect(report.statusCode, report.body).toBe(200);
    clock.advance(60 * MIN);
    const noRating = await rate(await again(reported.owner), reported.reservation.id, { stars: 1 });
    expect(noRating.statusCode).toBe(422);
    expect(noRating.json().message).toMatch(/spot taken/);
  });

  it('lets only the two parties rate, once each, with per-field errors for bad input', async () => {
    const { owner, driver, reservation } = await finalized();
    const stranger = await createUser(app, { language: 'en' });
    expect((await rate(stranger, reservation.id, { stars: 5 })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/reservations/${reservation.id}/rating`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await rate(driver, 2_000_000, { stars: 5 })).statusCode).toBe(404);

    const bad = await rate(driver, reservation.id, { stars: 6, tags: ['cheap'], text: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['stars', 'tags.0', 'text']);
    expect((await rate(driver, reservation.id, { stars: 0 })).statusCode).toBe(422);
    expect((await rate(driver, reservation.id, { stars: 2.5 })).statusCode).toBe(422);
    // Tags describe a lot: the owner rating the driver gives none.
    const ownerTags = await rate(owner, reservation.id, { stars: 4, tags: ['safe'] });
    expect(ownerTags.statusCode).toBe(422);
    expect(ownerTags.json().errors.tags).toHaveLength(1);

    expect((await rate(driver, reservation.id, { stars: 5 })).statusCode).toBe(201);
    const second = await rate(driver, reservation.id, { stars: 1 });
    expect(second.statusCode).toBe(409);
    expect((await view(driver, reservation.id)).mine?.stars).toBe(5);
  });
});

describe("a lot's ratings", () => {
  it('shows the average and count only from 3 shown ratings, exactly', async () => {
    const owner = await createUser(app, { language: 'en' });
    const lot = await createLot(app, owner);
    const stars = [5, 4, 4, 2];
    const bookings = [];
    for (const [i] of stars.entries()) bookings.push(await bookLotAsNewDriver(app, lot.id, 10 + i * 70, 70 + i * 70));
    clock.advance((70 + stars.length * 70) * MIN);
    const finderLot = async (user: TestUser) => {
      const res = await app.inject({ method: 'GET', url: `/api/parking-finder/lots/${lot.id}`, headers: user.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { rating_average: number | null; rating_count: number | null };
    };
    const ownLot = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/parking-lots/${lot.id}`, headers: (await again(owner)).headers })
      ).json() as {
        rating_average: number | null;
        rating_count: number | null;
      };

    for (const [i, n] of stars.slice(0, 2).entries()) {
      const driver = await again(bookings[i]!.driver);
      expect((await rate(driver, bookings[i]!.reservation.id, { stars: n })).statusCode).toBe(201);
      expect((await rate(await again(owner), bookings[i]!.reservation.id, { stars: 5 })).statusCode).toBe(201);
    }
    const viewer = await again(bookings[0]!.driver);
    expect(await lotRatings(viewer, lot.id)).toMatchObject({ average: null, count: null });
    expect((await lotRatings(viewer, lot.id)).data).toHaveLength(2);
    expect(await finderLot(viewer)).toMatchObject({ rating_average: null, rating_count: null });

    const third = await again(bookings[2]!.driver);
    await rate(third, bookings[2]!.reservation.id, { stars: stars[2] });
    await rate(await again(owner), bookings[2]!.reservation.id, { stars: 4 });
    // 5 + 4 + 4 = 13 over 3: 4.333... reads 4.3; the owners' ratings of drivers do not count.
    expect(await lotRatings(viewer, lot.id)).toMatchObject({ average: 4.3, count: 3 });
    expect(await finderLot(viewer)).toMatchObject({ rating_average: 4.3, rating_count: 3 });
    expect(await ownLot()).toMatchObject({ rating_average: 4.3, rating_count: 3 });

    const fourth = await again(bookings[3]!.driver);
    await rate(fourth, bookings[3]!.reservation.id, { stars: stars[3] });
    // Not revealed yet (the owner has not rated): still 3.
    expect(await lotRatings(viewer, lot.id)).toMatchObject({ average: 4.3, count: 3 });
    await rate(await again(owner), bookings[3]!.reservation.id, { stars: 3 });
    // 15 / 4 = 3.75 reads 3.8 (half up, as the database's round).
    expect(await lotRatings(viewer, lot.id)).toMatchObject({ average: 3.8, count: 4 });
    expect(await finderLot(viewer)).toMatchObject({ rating_average: 3.8, rating_count: 4 });

    // The finder's list answer (built by PostgreSQL) says the same.
    const list = await app.inject({
      method: 'GET',
      url: '/api/parking-finder',
      headers: viewer.headers,
      query: {
        'southWest[lat]': String(lot.latitude - 0.001),
        'southWest[lng]': String(lot.longitude - 0.001),
        'northEast[lat]': String(lot.latitude + 0.001),
        'northEast[lng]': String(lot.longitude + 0.001),
        identifier: lot.identifier,
      },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: lot.id, rating_average: 3.8, rating_count: 4, cancels_often: false }),
    ]);
  });

  it('lets only the lot owner reply, once, and anyone report', async () => {
    const { owner, driver, lot, reservation } = await finalized();
    await rate(driver, reservation.id, { stars: 1, text: 'Blocked by a van.' });
    await rate(owner, reservation.id, { stars: 3 });
    const [rating] = (await lotRatings(driver, lot.id)).data;
    const id = rating?.id ?? 0;
    const reply = (user: TestUser, text = 'The van was moved at 9.') =>
      app.inject({ method: 'POST', url: `/api/ratings/${id}/reply`, headers: user.headers, payload: { reply: text } });
    const stranger = await createUser(app);
    expect((await reply(driver)).statusCode).toBe(404);
    expect((await reply(stranger)).statusCode).toBe(404);
    expect((await reply(owner, '')).statusCode).toBe(422);
    expect((await reply(owner)).statusCode).toBe(200);
    expect((await reply(owner, 'Again')).statusCode).toBe(409);
    expect((await lotRatings(stranger, lot.id)).data[0]).toMatchObject({ reply: 'The van was moved at 9.' });
    // The owner's rating of the driver is the driver's to see, not the public's: no reply, no report by others.
    const ownerRating = (await view(driver, reservation.id)).theirs;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/ratings/${ownerRating?.id}/report`,
          headers: stranger.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    const report = await app.inject({
      method: 'POST',
      url: `/api/ratings/${id}/report`,
      headers: stranger.headers,
      payload: { reason: 'Not true' },
    });
    expect(report.statusCode).toBe(204);
  });

  it('sends reported ratings to administrators, who hide or keep them, audited', async () => {
    const { owner, driver, lot, reservation } = await finalized();
    await rate(driver, reservation.id, { stars: 1, text: 'Rude words here.' });
    await rate(owner, reservation.id, { stars: 5 });
    const [rating] = (await lotRatings(driver, lot.id)).data;
    const id = rating?.id ?? 0;
    const admin = await createUser(app, { isAdmin: true, name: 'Admin One', language: 'en' });
    const decide = (user: TestUser, decision: string) =>
      app.inject({ method: 'PUT', url: `/api/admin/ratings/${id}`, headers: user.headers, payload: { decision } });
    const reported = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/admin/ratings', headers: admin.headers })).json().data as {
          id: number;
        }[]
      ).map((r) => r.id);

    expect(await reported()).not.toContain(id);
    expect((await decide(admin, 'hide')).statusCode).toBe(409);
    await app.inject({
      method: 'POST',
      url: `/api/ratings/${id}/report`,
      headers: owner.headers,
      payload: { reason: 'Insulting' },
    });
    expect(await reported()).toContain(id);
    expect((await decide(owner, 'hide')).statusCode).toBe(403);
    expect((await decide(admin, 'bury')).statusCode).toBe(422);

    const results = await Promise.all([decide(admin, 'hide'), decide(admin, 'hide')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(await reported()).not.toContain(id);
    expect((await lotRatings(driver, lot.id)).data).toEqual([]);
    // The author still sees their own rating.
    expect((await view(driver, reservation.id)).mine?.id).toBe(id);

    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?target_type=parking_lot&target_id=${lot.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'rating.hide',
        admin_name: 'Admin One',
        before: { rating_id: id, hidden: false },
        after: { rating_id: id, hidden: true },
      }),
    ]);
  });

  it("keeps a restricted location's lot ratings to those who may find the lot", async () => {
    const { owner, driver, lot, reservation } = await finalized();
    await rate(driver, reservation.id, { stars: 2, text: 'Gate code wrong.' });
    await rate(owner, reservation.id, { stars: 4 });
    const [rating] = (await lotRatings(driver, lot.id)).data;
    const insider = await createUser(app);
    const stranger = await createUser(app);
    const admin = await createUser(app, { isAdmin: true });
    const location = await createLocation(app, { access: 'restricted' }, [insider]);
    await app.deps.db.update(parkingLots).set({ locationId: location.id }).where(eq(parkingLots.id, lot.id));

    // As the finder: a stranger cannot find the lot, so neither its ratings nor a way to report one.
    const asStranger = await app.inject({
      method: 'GET',
      url: `/api/parking-lots/${lot.id}/ratings`,
      headers: stranger.headers,
    });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.body).not.toContain('Gate code wrong.');
    const finder = await app.inject({
      method: 'GET',
      url: `/api/parking-finder/lots/${lot.id}`,
      headers: stranger.headers,
    });
    expect(finder.statusCode).toBe(404);
    const report = (user: TestUser) =>
      app.inject({ method: 'POST', url: `/api/ratings/${rating?.id}/report`, headers: user.headers, payload: {} });
    expect((await report(stranger)).statusCode).toBe(404);

    // The authorized user, the owner and an administrator see them; the insider may report.
    for (const user of [insider, owner, admin])
      expect((await lotRatings(user, lot.id)).data.map((r) => r.text)).toEqual(['Gate code wrong.']);
    expect((await report(insider)).statusCode).toBe(204);
  });
});

describe('the rating prompt', () => {
  it('asks both parties once, the day after the end, in their language', async () => {
    const { owner, driver, reservation } = await finalized();
    await app.inject({
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      headers: owner.headers,
      payload: { language: 'ro' },
    });
    expect(await sendRatingPrompts(app.deps)).toBe(0);
    clock.advance(DAY + MIN);
    const [d, o] = [await again(driver), await again(owner)];
    const prompts = await sendRatingPrompts(app.deps);
    expect(prompts).toBeGreaterThanOrEqual(2);
    expect(await sendRatingPrompts(app.deps)).toBe(0);
    const driverPrompt = (await listNotifications(app, d.headers)).find((n) => n.reservation_id === reservation.id);
    expect(driverPrompt).toMatchObject({ title: 'How was it?', url: `/reservations/${reservation.id}?rate=1` });
    const ownerPrompt = (await listNotifications(app, o.headers)).find(
      (n) => n.reservation_id === reservation.id && n.url?.includes('rate'),
    );
    expect(ownerPrompt?.title).toBe('Cum a fost?');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('parallel ratings (PostgreSQL)', () => {
  it('stores one of 20 parallel posts by one side', async () => {
    const { driver, reservation } = await finalized();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rate(driver, reservation.id, { stars: (i % 5) + 1 })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const stored = (await app.deps.db.execute(
      `select count(*)::int as n from ratings where reservation_id = ${reservation.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(stored.rows[0]?.n)).toBe(1);
  });
});
