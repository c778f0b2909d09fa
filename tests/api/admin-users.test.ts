import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { checkLedgerEachTest } from '../support/ledger';
import { waitForNotifications } from '../support/notifications';
import { balanceOf, bookedReservation, inMinutes } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();

checkLedgerEachTest(app, clock, () => new Date('2026-06-10T09:00:00Z'));

const en = (user: TestUser) => ({ ...user.headers, 'accept-language': 'en' });
const put = (admin: TestUser, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: en(admin), payload });
const auditRows = async (targetId: number, type = 'user') =>
  (
    (await app.deps.db.execute(
      sql`select action, before, after, admin_id from audit_log where target_type = ${type} and target_id = ${targetId} order by id`,
    )) as unknown as { rows: { action: string; before: unknown; after: unknown; admin_id: number }[] }
  ).rows;

describe('GET /api/admin/users', () => {
  it('searches by name, email or phone, filters, sorts and pages', async () => {
    const admin = await createUser(app, { isAdmin: true, name: 'Zed Admin' });
    const tag = `q${Date.now()}`;
    const ana = await createUser(app, { name: `Ana ${tag}`, phone: '+40 721 000 111' });
    const bogdan = await createUser(app, { name: `Bogdan ${tag}`, email: `bogdan-${tag}@example.test` });
    const carmen = await createUser(app, { name: `Carmen ${tag}` });
    const list = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { id: number }[]; meta: { total: number; page: number; per_page: number } };
    };
    const byName = await list(`q=${tag}&sort=name`);
    expect(byName.data.map((u) => u.id)).toEqual([ana.id, bogdan.id, carmen.id]);
    expect(byName.meta).toEqual({ total: 3, total_is_estimate: false, page: 1, per_page: 25 });
    expect((await list(`q=${tag}&sort=-name`)).data.map((u) => u.id)).toEqual([carmen.id, bogdan.id, ana.id]);
    expect((await list(`q=bogdan-${tag}@`)).data.map((u) => u.id)).toEqual([bogdan.id]);
    expect((await list('q=721%20000%20111')).data.map((u) => u.id)).toEqual([ana.id]);
    const second = await list(`q=${tag}&sort=name&per_page=2&page=2`);
    expect(second.data.map((u) => u.id)).toEqual([carmen.id]);
    expect(second.meta).toEqual({ total: 3, total_is_estimate: false, page: 2, per_page: 2 });
    expect((await list('is_admin=true&q=Zed%20Admin')).data.map((u) => u.id)).toContain(admin.id);
    const tooMany = await app.inject({ method: 'GET', url: '/api/admin/users?per_page=101', headers: admin.headers });
    expect(tooMany.statusCode).toBe(422);
  });

  it('shows the detail with balance, automobiles, lots, reservations, locations and audit', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app, { name: 'Dana' });
    await createLot(app, user, { identifier: 'DANA-1' });
    const res = await app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(res.json().data).toMatchObject({
      id: user.id,
      name: 'Dana',
      balance: 0,
      suspended: false,
      parking_lots: [{ identifier: 'DANA-1' }],
      automobiles: [],
      reservations: [],
      locations: [],
      audit: [],
    });
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('edits the profile and writes one audit row with the values before and after', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app, { name: 'Old Name', language: 'ro' });
    const res = await put(admin, user.id, { name: 'New Name', language: 'en', phone: '+40 722 333 444' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'New Name', language: 'en', phone: '+40 722 333 444' });
    expect(await auditRows(user.id)).toEqual([
      {
        action: 'user.update',
        admin_id: admin.id,
        before: { name: 'Old Name', language: 'ro', phone: null },
        after: { name: 'New Name', language: 'en', phone: '+40 722 333 444' },
      },
    ]);
    expect(res.json().data.audit).toHaveLength(1);
  });

  it('never takes the flag from the last administrator nor lets one change their own', async () => {
    await app.deps.db.execute(sql`update users set is_admin = false where is_admin`);
    const admin = await createUser(app, { isAdmin: true });
    const other = await createUser(app, { isAdmin: true });
    // The detail says what this administrator may do, so a screen offers only that.
    const detail = async (id: number) =>
      (await app.inject({ method: 'GET', url: `/api/admin/users/${id}`, headers: admin.headers })).json().data;
    expect(await detail(admin.id)).toMatchObject({ can_change_admin: false, can_suspend: false });
    expect(await detail(other.id)).toMatchObject({ can_change_admin: true, can_suspend: true });
    const own = await put(admin, admin.id, { is_admin: false });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe('You cannot change your own administrator flag.');
    expect((await put(admin, other.id, { is_admin: false })).statusCode).toBe(200);
    // Now `admin` is the last one; `other` (no longer an administrator) cannot act at all.
    expect((await put(other, admin.id, { is_admin: false })).statusCode).toBe(403);
    const last = await app.inject({ method: 'GET', url: '/api/admin/users?is_admin=true', headers: admin.headers });
    expect(last.json().data.map((u: { id: number }) => u.id)).toEqual([admin.id]);
    expect(await auditRows(admin.id)).toEqual([]);
  });

  it('refuses the last administrator losing the flag when two demotions race', async () => {
    await app.deps.db.execute(sql`update users set is_admin = false where is_admin`);
    const a = await createUser(app, { isAdmin: true });
    const b = await createUser(app, { isAdmin: true });
    const [ab, ba] = await Promise.all([put(a, b.id, { is_admin: false }), put(b, a.id, { is_admin: false })]);
    // One wins. The other is refused either way: 409 when it got past authentication while
    // still an administrator and queued on the administrators' lock; 403 when the winner had
    // already committed and it is no administrator any more (seen on a busy machine).
    const [won, lost] = [ab.statusCode, ba.statusCode].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const [left] = (
      (await app.deps.db.execute(sql`select count(*)::int as n from users where is_admin`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(left?.n).toBe(1);
  });

  it('suspends: no sign-in, the live token gets 401, lots leave search; reinstating undoes it', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const owner = await createUser(app, { language: 'en' });
    const finder = await createUser(app);
    const lot = await createLot(app, owner, { identifier: `SUSP-${owner.id}` });
    const search = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/parking-finder?identifier=SUSP-${owner.id}`,
        headers: finder.headers,
      });
      return (res.json().data as { id: number }[]).map((l) => l.id);
    };
    expect(await search()).toEqual([lot.id]);
    expect((await put(admin, owner.id, { suspended: true })).statusCode).toBe(422);
    const suspended = await put(admin, owner.id, { suspended: true, suspended_reason: 'Fraud report' });
    expect(suspended.json().data).toMatchObject({
      suspended: true,
      suspended_reason: 'Fraud report',
      suspended_at: '2026-06-10 12:00:00',
    });
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: owner.headers })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'en' },
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/suspended/);
    expect(await search()).toEqual([]);
    expect((await put(admin, admin.id, { suspended: true, suspended_reason: 'x' })).statusCode).toBe(422);

    expect((await put(admin, owner.id, { suspended: false })).json().data).toMatchObject({
      suspended: false,
      suspended_at: null,
    });
    expect(await search()).toEqual([lot.id]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await auditRows(owner.id)).map((r) => r.action)).toEqual(['user.suspend', 'user.reinstate']);
  });

  it("refuses new bookings of a suspended owner's lot (422, both languages) while open ones run on", async () => {
    const admin = await createUser(app, { isAdmin: true });
    const { owner, driver, lot, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    const other = await createUser(app);
    const car = await createAutomobile(app, other);
    await grantCredits(app, other, 500);
    const book = (language: 'ro' | 'en') =>
      app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: { ...other.headers, 'accept-language': language },
        payload: {
          parking_lot_id: lot.id,
          automobile_id: car.id,
          start_time: inMinutes(app, 120),
          end_time: inMinutes(app, 180),
        },
      });
    expect((await put(admin, owner.id, { suspended: true, suspended_reason: 'Fraud report' })).statusCode).toBe(200);

    const en = await book('en');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'This parking lot is not taking new reservations at the moment.',
      errors: { parking_lot_id: ['This parking lot is not taking new reservations at the moment.'] },
    });
    const ro = await book('ro');
    expect(ro.statusCode).toBe(422);
    expect(ro.json().errors.parking_lot_id).toEqual(['Acest loc de parcare nu primește rezervări noi momentan.']);
    expect(await balanceOf(app, other)).toBe(500);

    // The reservation booked before the suspension runs on: the driver still has it and can finalize it.
    clock.set(new Date(app.deps.now().getTime() + 20 * 60_000));
    const open = await app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}`,
      headers: driver.headers,
    });
    expect(open.json().status).toBe('active');
    const finalized = await app.inject({
      method: 'PUT',
      url: `/api/reservations/${reservation.id}`,
      headers: driver.headers,
      payload: { status: 'finalized' },
    });
    expect(finalized.statusCode).toBe(200);

    expect((await put(admin, owner.id, { suspended: false })).statusCode).toBe(200);
    expect((await book('en')).statusCode).toBe(201);
  });
});

describe('POST /api/admin/users/:id/credits', () => {
  it('grants exactly once under 20 parallel retries with one Idempotency-Key', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app, { language: 'en' });
    const headers = { ...admin.headers, 'idempotency-key': `grant-${user.id}` };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/admin/users/${user.id}/credits`,
          headers,
          payload: { amount: 100, description: 'Goodwill' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().transaction.id)).size).toBe(1);
    expect(await balanceOf(app, user)).toBe(100);
    expect(await auditRows(user.id)).toEqual([
      {
        action: 'credits.grant',
        admin_id: admin.id,
        before: { balance: 0 },
        after: expect.objectContaining({ balance: 100, amount: 100, description: 'Goodwill' }),
      },
    ]);
    const notes = await waitForNotifications(app, en(user), (n) => n.title === 'Credits added');
    expect(notes).toHaveLength(1);
  });

  it('takes 1 to 100,000 credits', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app);
    const grant = (amount: number | string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/users/${user.id}/credits`,
        headers: { ...admin.headers, 'accept-language': 'en' },
        payload: { amount },
      });
    // Past the bound, past PostgreSQL's integer and past exact doubles: 422 on the field, never 500.
    for (const amount of [100_001, 2_147_483_648, 2 ** 53 + 2, 1e20, '99999999999999999999']) {
      const res = await grant(amount);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { amount: ['Must be at most 100000.'] } });
    }
    expect((await grant(100_000)).statusCode).toBe(201);
    const balance = await app.inject({ method: 'GET', url: '/api/credits', headers: user.headers });
    expect(balance.json()).toMatchObject({ balance: 100_000 });
  });
});
