import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLocation, createLot } from '../support/fixtures-parking';
import { checkLedgerEachTest } from '../support/ledger';
import { waitForNotifications } from '../support/notifications';
import { balanceOf, bookedReservation } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();

checkLedgerEachTest(app, clock, () => new Date('2026-06-10T09:00:00Z'));

const en = (user: TestUser) => ({ ...user.headers, 'accept-language': 'en' });
const auditCount = async () =>
  (
    (await app.deps.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n ?? 0;

describe('admin reservations', () => {
  it('filters, and cancels with a full refund, both parties notified, one audit row', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const { driver, owner, lot, reservation } = await bookedReservation(app, { credits: 500 });
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/reservations?parking_lot_id=${lot.id}&status=scheduled`,
      headers: admin.headers,
    });
    expect(list.json()).toMatchObject({ data: [{ id: reservation.id, status: 'scheduled' }], meta: { total: 1 } });
    const none = await app.inject({
      method: 'GET',
      url: `/api/admin/reservations?parking_lot_id=${lot.id}&status=cancelled`,
      headers: admin.headers,
    });
    expect(none.json().meta.total).toBe(0);
    expect(await balanceOf(app, driver)).toBe(500 - reservation.credits_reserved);
    // Started already: the admin may still cancel it.
    clock.set(new Date('2026-06-10T09:30:00Z'));
    const before = await auditCount();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/reservations/${reservation.id}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', credits_paid: 0, cancelled_by: admin.id });
    expect(res.json().data.audit).toEqual([expect.objectContaining({ action: 'reservation.cancel' })]);
    expect(await balanceOf(app, driver)).toBe(500);
    expect(await balanceOf(app, owner)).toBe(0);
    expect(await auditCount()).toBe(before + 1);
    await waitForNotifications(app, en(driver), (n) => n.title === 'Reservation cancelled');
    await waitForNotifications(app, en(owner), (n) => n.title === 'Reservation cancelled');
    // A second cancel is refused and writes nothing.
    const again = await app.inject({
      method: 'PUT',
      url: `/api/admin/reservations/${reservation.id}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(again.statusCode).toBe(409);
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('admin transactions', () => {
  it('filters, totals and streams 10,000 rows as CSV with a header', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app, { name: 'Bulk, "Quoted"' });
    const at = app.deps.now().toISOString();
    await app.deps.db.execute(sql`
      with wallet as (select id from ledger_accounts where user_id = ${user.id}),
      mint as (select id from ledger_accounts where type = 'mint'),
      t as (
        insert into ledger_transactions (kind, description, created_at)
        select 'grant', 'bulk ' || g, ${at}::timestamptz - g * interval '1 second' from generate_series(1, 10000) g
        returning id, created_at
      )
      insert into ledger_entries (transaction_id, account_id, amount, description, created_at)
      select t.id, wallet.id, 2, 'grant', t.created_at from t, wallet
      union all select t.id, mint.id, -2, 'grant', t.created_at from t, mint`);
    await app.deps.db.execute(sql`update ledger_accounts set balance = 20000 where user_id = ${user.id}`);

    const page = await app.inject({
      method: 'GET',
      url: `/api/admin/transactions?user_id=${user.id}&per_page=3&page=2`,
      headers: admin.headers,
    });
    expect(page.json()).toMatchObject({
      meta: { total: 10000, page: 2, per_page: 3 },
      totals: { added: 20000, used: 0, fees: 0 },
    });
    expect(page.json().data.map((r: { description: string }) => r.description)).toEqual(['bulk 4', 'bulk 5', 'bulk 6']);
    const used = await app.inject({
      method: 'GET',
      url: `/api/admin/transactions?user_id=${user.id}&type=used`,
      headers: admin.headers,
    });
    expect(used.json().meta.total).toBe(0);

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/transactions?user_id=${user.id}&format=csv`,
      headers: { ...admin.headers, 'accept-language': 'ro' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['x-total-count']).toBe('10000');
    expect(JSON.parse(String(csv.headers['x-totals']))).toEqual({ added: 20000, used: 0, fees: 0, purchased: 0 });
    const lines = csv.body.trimEnd().split('\r\n');
    // UTF-8 with a byte-order mark (Excel reads ă, ș, ț right only then), the header in Romanian.
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(lines[0]).toBe(
      '\uFEFFÎnregistrare,Tranzacție,Data,Id utilizator,Utilizator,Tip,Tip (în cuvinte),Fel,Fel (în cuvinte),' +
        'Credite,Descriere,Rezervare,' +
        'Plată,Sesiune Stripe,Plată Stripe,Chitanță,Sumă plătită (subunități),Monedă',
    );
    expect(lines).toHaveLength(10001);
    // Dates in the app zone (Bucharest is UTC+3 in June); quotes doubled.
    expect(lines[1]).toMatch(
      /,2026-06-10 11:59:59,\d+,"Bulk, ""Quoted""",added,Adăugate,grant,Adăugate de un administrator,2,bulk 1,,,,,,,$/,
    );
    const amounts = lines.slice(1).map((l) => Number(l.split(',').at(-9)));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(20000);
  });
});

describe('admin parking lots, automobiles and audit', () => {
  it("pages an owner's lots in every sort, each row with its owner and location, as one list would", async () => {
    const admin = await createUser(app, { isAdmin: true });
    const owner = await createUser(app, { name: 'Proprietar Paginat' });
    const place = await createLocation(app, { title: 'Parcare Paginată' });
    const lots: Awaited<ReturnType<typeof createLot>>[] = [];
    for (const [i, zone] of ['Zona C', 'Zona A', 'Zona B', 'Zona A', 'Zona C'].entries()) {
      lots.push(
        await createLot(app, owner, {
          identifier: `PG-${owner.id}-${String.fromCharCode(69 - i)}`,
          zone,
          locationId: i % 2 === 0 ? place.id : null,
        }),
      );
    }
    const page = async (sort: string, n: number) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/parking-lots?owner_id=${owner.id}&sort=${sort}&per_page=2&page=${n}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Record<string, unknown>[]; meta: { total: number } };
    };
    const byId = (id: number) => lots.find((lot) => lot.id === id)!;
    const expected: Record<string, number[]> = {
      identifier: [...lots].sort((a, b) => a.identifier.localeCompare(b.identifier)).map((lot) => lot.id),
      // Ties (two lots in Zona A and in Zona C) fall back to the id, in the sort's direction.
      '-zone': [...lots].sort((a, b) => (b.zone ?? '').localeCompare(a.zone ?? '') || b.id - a.id).map((lot) => lot.id),
      // Made one after the other (or in one instant: then by id).
      '-created_at': [...lots].reverse().map((lot) => lot.id),
    };
    for (const [sort, ids] of Object.entries(expected)) {
      const pages = [await page(sort, 1), await page(sort, 2), await page(sort, 3), await page(sort, 4)];
      expect(
        pages.map((p) => p.data.length),
        sort,
      ).toEqual([2, 2, 1, 0]);
      expect(
        pages.flatMap((p) => p.data.map((row) => row.id)),
        sort,
      ).toEqual(ids);
      expect(pages[2]!.meta.total, sort).toBe(5);
      for (const row of pages.flatMap((p) => p.data)) {
        const lot = byId(row.id as number);
        expect(row).toMatchObject({
          identifier: lot.identifier,
          owner_id: owner.id,
          owner_name: 'Proprietar Paginat',
          location_id: lot.locationId,
          location_title: lot.locationId ? 'Parcare Paginată' : null,
        });
      }
    }
  });

  it('takes a lot out of search with a reason the owner is notified of', async () => {
    const admin = await createUser(app, { isAdmin: true, name: 'Admin Ana' });
    const owner = await createUser(app, { language: 'en' });
    const lot = await createLot(app, owner, { identifier: `OUT-${owner.id}` });
    const found = await app.inject({
      method: 'GET',
      url: `/api/admin/parking-lots?q=OUT-${owner.id}`,
      headers: admin.headers,
    });
    expect(found.json().data).toEqual([expect.objectContaining({ id: lot.id, available: true })]);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/admin/parking-lots/${lot.id}`,
          headers: admin.headers,
          payload: { available: false },
        })
      ).statusCode,
    ).toBe(422);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/parking-lots/${lot.id}`,
      headers: admin.headers,
      payload: { available: false, reason: 'Blocked entrance' },
    });
    expect(res.json().data).toMatchObject({ available: false });
    const [note] = await waitForNotifications(app, en(owner), (n) => n.title === 'Parking lot taken out of search');
    expect(note?.message).toBe(
      `An administrator took parking lot OUT-${owner.id} out of search. Reason: Blocked entrance`,
    );
    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?target_type=parking_lot&target_id=${lot.id}&admin_id=${admin.id}`,
      headers: admin.headers,
    });
    expect(audit.json()).toMatchObject({
      data: [
        {
          action: 'parking_lot.take_out',
          admin_name: 'Admin Ana',
          target_label: `OUT-${owner.id}`,
          after: { available: false, reason: 'Blocked entrance' },
        },
      ],
      meta: { total: 1, page: 1 },
    });
  });

  it('puts a lot an administrator took out back in search, where drivers find it again', async () => {
    const admin = await createUser(app, { isAdmin: true, name: 'Admin Back' });
    const owner = await createUser(app, { language: 'en' });
    const driver = await createUser(app);
    const lot = await createLot(app, owner, { identifier: `BACK-${owner.id}` });
    const finds = async () =>
      (
        (
          await app.inject({
            method: 'GET',
            url: `/api/parking-finder?identifier=BACK-${owner.id}`,
            headers: driver.headers,
          })
        ).json().data as { id: number }[]
      ).map((l) => l.id);
    const set = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/admin/parking-lots/${lot.id}`, headers: en(admin), payload });
    const detail = async () =>
      (await app.inject({ method: 'GET', url: `/api/admin/parking-lots/${lot.id}`, headers: admin.headers })).json()
        .data;
    expect((await detail()).taken_out).toBeNull();
    expect((await set({ available: false, reason: 'Flooded' })).statusCode).toBe(200);
    expect(await finds()).toEqual([]);
    expect((await detail()).taken_out).toEqual({
      admin_name: 'Admin Back',
      at: '2026-06-10 12:00:00',
      reason: 'Flooded',
    });

    const back = await set({ available: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ available: true, taken_out: null });
    expect(await finds()).toEqual([lot.id]);
    const [note] = await waitForNotifications(app, en(owner), (n) => n.title === 'Parking lot back in search');
    expect(note?.message).toBe(
      `An administrator put parking lot BACK-${owner.id} back in search: drivers can book it again.`,
    );
    // Again: nothing to undo, nothing written.
    const before = await auditCount();
    expect((await set({ available: true })).statusCode).toBe(200);
    expect(await auditCount()).toBe(before);

    // A lot its owner took out is the owner's to put back.
    await app.deps.db.execute(sql`update parking_lots set available = false where id = ${lot.id}`);
    const refused = await set({ available: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.available).toEqual([
      'Its owner took this parking lot out of search: only the owner can put it back.',
    ]);
    expect((await detail()).taken_out).toBeNull();
    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?target_type=parking_lot&target_id=${lot.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data.map((e: { action: string }) => e.action)).toEqual([
      'parking_lot.put_back',
      'parking_lot.take_out',
    ]);
  });

  it('finds automobiles by registration, make or owner, with the states of their documents', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const owner = await createUser(app, { name: 'Radu Automobil' });
    const car = await createAutomobile(app, owner, { registrationNumber: `CJ${owner.id}RAD`, make: 'Dacia' });
    await app.deps.db.execute(sql`insert into automobile_documents (automobile_id, kind, expires_at) values
      (${car.id}, 'insurance', '2026-06-01'), (${car.id}, 'road_tax', '2026-06-20'), (${car.id}, 'technical_inspection', '2027-01-01')`);
    for (const q of [`cj-${owner.id}`, 'Radu Automobil']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/automobiles?q=${encodeURIComponent(q)}`,
        headers: admin.headers,
      });
      expect(res.json().data.map((a: { id: number }) => a.id)).toContain(car.id);
    }
    const detail = await app.inject({ method: 'GET', url: `/api/admin/automobiles/${car.id}`, headers: admin.headers });
    expect(detail.json().data.documents.map((d: { kind: string; state: string }) => [d.kind, d.state])).toEqual([
      ['insurance', 'expired'],
      ['road_tax', 'expiring'],
      ['technical_inspection', 'valid'],
    ]);
  });

  it('keeps the audit log append-only, and a refused write leaves no row', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const owner = await createUser(app);
    const location = await createLocation(app, { title: 'Audit Loc' });
    await createLot(app, owner, { locationId: location.id });
    const before = await auditCount();
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/admin/locations/${location.id}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(await auditCount()).toBe(before);
    await expect(app.deps.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(app.deps.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('answers 401 to guests and 403 to non-administrators on every admin route', async () => {
    const user = await createUser(app);
    const routes: [string, string][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users/1'],
      ['PUT', '/api/admin/users/1'],
      ['POST', '/api/admin/users/1/credits'],
      ['GET', '/api/admin/automobiles'],
      ['GET', '/api/admin/automobiles/1'],
      ['GET', '/api/admin/reservations'],
      ['GET', '/api/admin/reservations/1'],
      ['PUT', '/api/admin/reservations/1'],
      ['GET', '/api/admin/transactions'],
      ['GET', '/api/admin/transactions?format=csv'],
      ['GET', '/api/admin/parking-lots'],
      ['GET', '/api/admin/parking-lots/1'],
      ['PUT', '/api/admin/parking-lots/1'],
      ['GET', '/api/admin/locations'],
      ['POST', '/api/admin/locations'],
      ['GET', '/api/admin/locations/1'],
      ['PUT', '/api/admin/locations/1'],
      ['DELETE', '/api/admin/locations/1'],
      ['POST', '/api/admin/locations/1/users/1'],
      ['DELETE', '/api/admin/locations/1/users/1'],
      ['GET', '/api/admin/audit'],
    ];
    const seen: Record<string, [number, number]> = {};
    for (const [method, url] of routes) {
      const guest = await app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      const driver = await app.inject({
        method: method as 'GET',
        url,
        headers: user.headers,
        payload: method === 'GET' ? undefined : {},
      });
      seen[`${method} ${url}`] = [guest.statusCode, driver.statusCode];
    }
    expect(seen).toEqual(Object.fromEntries(routes.map(([m, u]) => [`${m} ${u}`, [401, 403]])));
  });
});
