import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { adminTransactionCsvColumns } from '../../src/domain/contracts/admin-ledger';
import { randomClientAddress } from '../support/client-address';
import { createUser } from '../support/factories';
import { assertLedgerBalanced } from '../support/ledger';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp({ WELCOME_CREDITS: '60' });
afterEach(() => assertLedgerBalanced(app));

/** The CSV's rows as records by column key (no field here holds a comma or a quote). */
function csvRecords(body: string): Record<string, string>[] {
  const [, ...rows] = body.trimEnd().split('\r\n');
  return rows.map((row) => {
    const cells = row.split(',');
    return Object.fromEntries(adminTransactionCsvColumns.map(([key], i) => [key, cells[i] ?? '']));
  });
}

// Issue 44: the administrators' CSV had bare codes (`added`, `report_charge`) and no words.
describe("the administrators' transactions CSV", () => {
  it('keeps each code and adds its label in the reader’s language, dates as a spreadsheet reads them', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: randomClientAddress(),
      payload: {
        name: 'Ana Noua',
        email: `new-${randomUUID()}@example.test`,
        password: 'secret-pass-1',
        password_confirmation: 'secret-pass-1',
        language: 'ro',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const userId = (registered.json() as { user: { id: number } }).user.id;
    const granted = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/credits`,
      headers: admin.headers,
      payload: { amount: 15, description: 'Bonus' },
    });
    expect(granted.statusCode, granted.body).toBe(201);

    const exported = async (language: 'ro' | 'en') => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/transactions?user_id=${userId}&format=csv`,
        headers: { ...admin.headers, 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return csvRecords(res.body).map((r) => [r.type, r.type_label, r.kind, r.kind_label, r.amount]);
    };
    // Newest first: the administrator's grant, then the welcome credits.
    expect(await exported('ro')).toEqual([
      ['added', 'Adăugate', 'grant', 'Adăugate de un administrator', '15'],
      ['added', 'Adăugate', 'welcome', 'Credite de bun venit', '60'],
    ]);
    expect(await exported('en')).toEqual([
      ['added', 'Added', 'grant', 'Added by an administrator', '15'],
      ['added', 'Added', 'welcome', 'Welcome credits', '60'],
    ]);

    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/transactions?user_id=${userId}&format=csv`,
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    const header = res.body.trimEnd().split('\r\n')[0]?.split(',');
    expect(header?.slice(5, 9)).toEqual(['Type', 'Type (in words)', 'Kind', 'Kind (in words)']);
    // 'YYYY-MM-DD HH:mm:ss' in the app's zone: Excel and LibreOffice read it as a date and time.
    for (const record of csvRecords(res.body)) expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
