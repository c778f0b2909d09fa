import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { randomClientAddress } from '../support/client-address';
import { createUser, type TestUser } from '../support/factories';
import { assertLedgerBalanced } from '../support/ledger';
import { listNotifications, waitForNotifications } from '../support/notifications';
import { createTestApp } from '../support/test-app';

// Without Stripe, requests are taken (CREDIT_REQUESTS defaults to on) and WELCOME_CREDITS is 0.
const { app } = await createTestApp();

afterEach(() => assertLedgerBalanced(app));

const ask = (user: TestUser, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/credit-requests', headers: user.headers, payload });
const decide = (admin: TestUser, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/credit-requests/${id}`, headers: admin.headers, payload });
const balance = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/credits', headers: user.headers })).json().balance as number;

async function grantsOf(userId: number) {
  const result = (await app.deps.db.execute(sql`
    select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.user_id = ${userId} and e.amount > 0`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

describe('credit requests', () => {
  it('gives a new account no credits without WELCOME_CREDITS', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: randomClientAddress(),
      payload: {
        name: 'Ana',
        email: `new-${randomUUID()}@example.test`,
        password: 'secret-pass-1',
        password_confirmation: 'secret-pass-1',
      },
    });
    const { token } = res.json() as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'GET', url: '/api/credits', headers })).json()).toEqual({ balance: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/transactions', headers })).json().data).toEqual([]);
  });

  it("reaches every administrator's inbox, with the driver's note", async () => {
    const admins = [await createUser(app, { isAdmin: true, language: 'en' }), await createUser(app, { isAdmin: true })];
    const driver = await createUser(app, { name: 'Dan Șofer', language: 'en' });
    const res = await ask(driver, { note: '  For the meeting on Monday  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'open', note: 'For the meeting on Monday', credits: null });
    const [en] = await waitForNotifications(app, admins[0]!.headers, (n) => n.url === '/admin/credit-requests');
    expect(en).toMatchObject({ title: 'Credits requested' });
    expect(en?.message).toContain('Dan Șofer');
    expect(en?.message).toContain('For the meeting on Monday');
    const [ro] = await waitForNotifications(app, admins[1]!.headers, (n) => n.url === '/admin/credit-requests');
    expect(ro?.title).toBe('Cerere de credite');
    // Not the driver's inbox.
    expect(await listNotifications(app, driver.headers)).toEqual([]);
  });

  it('keeps one open request per driver: a second answers 409 with a message', async () => {
    const driver = await createUser(app, { language: 'en' });
    expect((await ask(driver)).statusCode).toBe(201);
    const second = await ask(driver, { note: 'again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already have a request/);
  });

  it('grants once: the credits reach the wallet, the driver is notified, the request and audit say so', async () => {
    const admin = await createUser(app, { isAdmin: true, language: 'en' });
    const driver = await createUser(app, { language: 'en' });
    const id = (await ask(driver)).json().data.id as number;
    const list = await app.inject({ method: 'GET', url: '/api/admin/credit-requests', headers: admin.headers });
    expect(list.json().suggested_credits).toBe(60);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id, user_id: driver.id, balance: 0, status: 'open' }),
    );
    const res = await decide(admin, id, { decision: 'grant', credits: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'granted', credits: 60 });
    expect(await balance(driver)).toBe(60);
    const [notice] = await waitForNotifications(app, driver.headers, (n) => n.url === '/credits');
    expect(notice).toMatchObject({ title: 'Credits granted' });
    expect(notice?.message).toContain('60 credits were added');
    const mine = await app.inject({ method: 'GET', url: '/api/credit-requests', headers: driver.headers });
    expect(mine.json()).toMatchObject({ enabled: true, data: [{ id, status: 'granted', credits: 60 }] });
    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?target_type=user&target_id=${driver.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({ action: 'credit_request.grant', admin_id: admin.id }),
    ]);
    // Answered: a second decision moves nothing; a new request may be made.
    expect((await decide(admin, id, { decision: 'grant', credits: 60 })).statusCode).toBe(409);
    expect(await balance(driver)).toBe(60);
    expect((await ask(driver)).statusCode).toBe(201);
  });

  it('grants once when two administrators tap at the same time (parallel on PostgreSQL)', async () => {
    const admins = [await createUser(app, { isAdmin: true }), await createUser(app, { isAdmin: true })];
    for (let round = 0; round < 5; round++) {
      const driver = await createUser(app);
      const id = (await ask(driver)).json().data.id as number;
      const answers = await Promise.all([
        decide(admins[0]!, id, { decision: 'grant', credits: 60 }),
        decide(admins[1]!, id, { decision: 'grant', credits: 90 }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const granted = answers.find((a) => a.statusCode === 200)?.json().data.credits as number;
      expect(await balance(driver)).toBe(granted);
      expect(await grantsOf(driver.id)).toBe(1);
    }
  });

  it('declines with a note: no credits, the driver reads why', async () => {
    const admin = await createUser(app, { isAdmin: true, language: 'en' });
    const driver = await createUser(app);
    const id = (await ask(driver)).json().data.id as number;
    const res = await decide(admin, id, { decision: 'decline', note: 'Cumpără cu cardul' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'declined', decision_note: 'Cumpără cu cardul', credits: null });
    expect(await balance(driver)).toBe(0);
    const [notice] = await waitForNotifications(app, driver.headers, (n) => n.url === '/credits');
    expect(notice).toMatchObject({
      title: 'Cerere de credite refuzată',
      message: 'Un administrator a refuzat cererea ta de credite: „Cumpără cu cardul”',
    });
    expect((await decide(admin, id, { decision: 'decline' })).statusCode).toBe(409);
  });

  it('lets only administrators list and decide, and a driver see only their own requests', async () => {
    const driver = await createUser(app);
    const other = await createUser(app);
    const id = (await ask(driver, { note: 'private' })).json().data.id as number;
    expect((await decide(other, id, { decision: 'grant', credits: 60 })).statusCode).toBe(403);
    expect((await decide(driver, id, { decision: 'grant', credits: 60 })).statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url: '/api/admin/credit-requests', headers: other.headers });
    expect(list.statusCode).toBe(403);
    const theirs = await app.inject({ method: 'GET', url: '/api/credit-requests', headers: other.headers });
    expect(theirs.json().data).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/credit-requests', payload: {} })).statusCode).toBe(401);
    const admin = await createUser(app, { isAdmin: true });
    expect((await decide(admin, 999_999, { decision: 'decline' })).statusCode).toBe(404);
    expect(await balance(driver)).toBe(0);
  });

  it('answers 422 per field: the note, the decision and the credits', async () => {
    const driver = await createUser(app, { language: 'en' });
    const long = await ask(driver, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['note']);
    const admin = await createUser(app, { isAdmin: true, language: 'en' });
    const id = (await ask(driver)).json().data.id as number;
    for (const [payload, field] of [
      [{ decision: 'grant', credits: 0 }, 'credits'],
      [{ decision: 'grant', credits: 100_001 }, 'credits'],
      [{ decision: 'decline', note: 'x'.repeat(501) }, 'note'],
      [{ decision: 'maybe' }, 'decision'],
    ] as const) {
      const res = await decide(admin, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(res.json())).toEqual([field]);
    }
  });
});

describe('credit requests with card payments', async () => {
  // CREDIT_REQUESTS=off (as without it, when Stripe is configured): asking is refused.
  const off = await createTestApp({ CREDIT_REQUESTS: 'false' });
  it('refuses a request with 403 and says why', async () => {
    const driver = await createUser(off.app, { language: 'en' });
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/credit-requests',
      headers: driver.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/buy them by card/);
    const mine = await off.app.inject({ method: 'GET', url: '/api/credit-requests', headers: driver.headers });
    expect(mine.json()).toEqual({ data: [], enabled: false });
  });
});
