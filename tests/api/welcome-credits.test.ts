import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { randomClientAddress } from '../support/client-address';
import { createUser } from '../support/factories';
import { assertLedgerBalanced } from '../support/ledger';
import { waitForNotifications } from '../support/notifications';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp({ WELCOME_CREDITS: '60' });

afterEach(() => assertLedgerBalanced(app));

const register = (email: string, language = 'ro') =>
  app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: randomClientAddress(),
    payload: { name: 'Ana Nouă', email, password: 'secret-pass-1', password_confirmation: 'secret-pass-1', language },
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function welcomeEntries(userId: number) {
  const result = (await app.deps.db.execute(sql`
    select t.kind, e.description, e.amount from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id
    where a.user_id = ${userId}`)) as unknown as { rows: { kind: string; description: string; amount: number }[] };
  return result.rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

describe('WELCOME_CREDITS', () => {
  it('gives a new account its credits once, as a welcome entry of its history, audited and announced', async () => {
    const res = await register(`new-${randomUUID()}@example.test`, 'ro');
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json() as { token: string; user: { id: number } };
    expect((await app.inject({ method: 'GET', url: '/api/credits', headers: bearer(token) })).json()).toEqual({
      balance: 60,
    });
    expect(await welcomeEntries(user.id)).toEqual([{ kind: 'welcome', description: 'welcome', amount: 60 }]);
    const history = (await app.inject({ method: 'GET', url: '/api/transactions', headers: bearer(token) })).json();
    expect(history.data).toEqual([
      expect.objectContaining({ amount: 60, type: 'added', description: 'Prima oră e din partea noastră' }),
    ]);
    const [notice] = await waitForNotifications(app, bearer(token), (n) => n.url === '/credits');
    expect(notice?.title).toBe('Bun venit la Loc Liber');

    const admin = await createUser(app, { isAdmin: true, language: 'en' });
    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?target_type=user&target_id=${user.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'credits.welcome',
        admin_id: null,
        after: expect.objectContaining({ amount: 60 }),
      }),
    ]);
    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/transactions?format=csv&user_id=${user.id}`,
      headers: admin.headers,
    });
    expect(csv.body).toContain(',added,Added,welcome,Welcome credits,60,The first hour is on us,');
  });

  it("words the entry in the reader's language", async () => {
    const res = await register(`new-${randomUUID()}@example.test`, 'en');
    const { token } = res.json() as { token: string };
    const history = (await app.inject({ method: 'GET', url: '/api/transactions', headers: bearer(token) })).json();
    expect(history.data[0].description).toBe('The first hour is on us');
  });

  it('grants once when one registration is sent twice at once', async () => {
    const email = `twice-${randomUUID()}@example.test`;
    const answers = await Promise.all([register(email), register(email)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const created = answers.find((a) => a.statusCode === 201)?.json() as { user: { id: number } };
    expect(await welcomeEntries(created.user.id)).toHaveLength(1);
  });

  it('refuses a second welcome entry for the same wallet at the database', async () => {
    const res = await register(`new-${randomUUID()}@example.test`);
    const { user } = res.json() as { user: { id: number } };
    const second = app.deps.db.execute(sql`
      with t as (insert into ledger_transactions (kind, created_at) values ('welcome', now()) returning id)
      insert into ledger_entries (transaction_id, account_id, amount, description)
      select t.id, a.id, 60, 'welcome' from t, ledger_accounts a where a.user_id = ${user.id}`);
    await expect(second).rejects.toThrow();
  });
});
