import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { inMinutes, postReservation } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

type Doc = Record<string, unknown> & { id: number };

/** A valid body of each kind, and one bad value per field with the field that must be named. */
const kinds: { kind: string; body: object; bad: [object, string][] }[] = [
  {
    kind: 'technical-inspections',
    body: { itp_location: 'RAR Pipera', issue_date: '2030-01-10', expires_at: '2031-01-10', notes: 'Ok' },
    bad: [
      [{ itp_location: '' }, 'itp_location'],
      [{ itp_location: 'x'.repeat(121) }, 'itp_location'],
      [{ issue_date: '2030-02-30' }, 'issue_date'],
      [{ expires_at: '2029-01-10' }, 'expires_at'],
      [{ notes: 'x'.repeat(501) }, 'notes'],
    ],
  },
  {
    kind: 'insurances',
    body: {
      type: 'RCA',
      provider: 'Allianz',
      policy_number: 'RO/25/123',
      valid_from: '2030-01-01',
      valid_until: '2030-12-31',
    },
    bad: [
      [{ type: 'life' }, 'type'],
      [{ provider: ' ' }, 'provider'],
      [{ policy_number: '' }, 'policy_number'],
      [{ country_code: 'XX' }, 'country_code'],
      [{ valid_from: 'soon' }, 'valid_from'],
      [{ valid_until: '2029-12-31' }, 'valid_until'],
    ],
  },
  {
    kind: 'road-taxes',
    body: { country_code: 'HU', valid_from: '2030-01-01', valid_until: '2030-01-31' },
    bad: [
      [{ valid_until: null }, 'valid_until'],
      [{ valid_until: '2030-01-01' }, 'valid_until'],
      [{ provider: 'x'.repeat(101) }, 'provider'],
    ],
  },
  {
    kind: 'first-aid-kits',
    body: { expires_at: '2031-06-01' },
    bad: [
      [{ expires_at: '' }, 'expires_at'],
      [{ issue_date: '2031-13-01' }, 'issue_date'],
    ],
  },
  {
    kind: 'fire-extinguishers',
    body: { expires_at: '2031-06-01', issue_date: '2030-06-01' },
    bad: [[{ issue_date: '2031-07-01' }, 'expires_at']],
  },
];

describe('automobile documents', () => {
  for (const { kind, body, bad } of kinds) {
    it(`${kind}: create, list newest first, update, 422 per field, 404 for others, delete`, async () => {
      const user = await createUser(app, { language: 'en' });
      const other = await createUser(app);
      const car = await createAutomobile(app, user);
      const otherCar = await createAutomobile(app, other);
      const url = `/api/automobiles/${car.id}/${kind}`;
      const call = (
        method: 'GET' | 'POST' | 'PUT' | 'DELETE',
        path: string,
        payload?: object,
        headers = user.headers,
      ) => app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

      const created = await call('POST', url, body);
      expect(created.statusCode).toBe(201);
      const doc = (created.json() as { data: Doc }).data;
      expect(doc).toMatchObject({ ...body, automobile_id: car.id });
      if ('country_code' in doc && kind !== 'road-taxes' && kind.includes('insur')) expect(doc.country_code).toBe('RO');

      const older = await call('POST', url, body);
      expect(older.statusCode).toBe(201);
      const list = (await call('GET', url)).json() as { data: Doc[] };
      expect(list.data.map((d) => d.id)).toEqual([(older.json() as { data: Doc }).data.id, doc.id]);

      const updated = await call('PUT', `${url}/${doc.id}`, { ...body, notes: 'Renewed at the same place' });
      expect(updated.statusCode).toBe(200);
      expect((updated.json() as { data: Doc }).data.notes).toBe('Renewed at the same place');

      for (const [change, field] of bad) {
        const answer = await call('POST', url, { ...body, ...change });
        expect(answer.statusCode, `${kind} ${JSON.stringify(change)}`).toBe(422);
        expect(Object.keys((answer.json() as { errors: object }).errors)).toEqual([field]);
      }
      const badUpdate = await call('PUT', `${url}/${doc.id}`, { ...body, ...bad[0]?.[0] });
      expect(badUpdate.statusCode).toBe(422);

      // Another user's automobile or document reads as unknown.
      expect((await call('GET', url, undefined, other.headers)).statusCode).toBe(404);
      expect((await call('POST', url, body, other.headers)).statusCode).toBe(404);
      expect((await call('PUT', `${url}/${doc.id}`, body, other.headers)).statusCode).toBe(404);
      expect((await call('DELETE', `${url}/${doc.id}`, undefined, other.headers)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/automobiles/${otherCar.id}/${kind}/${doc.id}`, body, other.headers)).statusCode,
      ).toBe(404);
      expect((await call('GET', `/api/automobiles/${otherCar.id}/${kind}`)).statusCode).toBe(404);

      expect((await call('DELETE', `${url}/${doc.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `${url}/${doc.id}`)).statusCode).toBe(404);
      expect(((await call('GET', url)).json() as { data: Doc[] }).data).toHaveLength(1);
    });
  }

  it('a document of one kind is not reachable under another kind', async () => {
    const user = await createUser(app);
    const car = await createAutomobile(app, user);
    const created = await app.inject({
      method: 'POST',
      url: `/api/automobiles/${car.id}/first-aid-kits`,
      headers: user.headers,
      payload: { expires_at: '2031-06-01' },
    });
    const id = (created.json() as { data: Doc }).data.id;
    const wrong = await app.inject({
      method: 'DELETE',
      url: `/api/automobiles/${car.id}/fire-extinguishers/${id}`,
      headers: user.headers,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('a booking with a car whose ITP has expired is made, and its answer carries the warning', async () => {
    const owner = await createUser(app);
    const driver = await createUser(app);
    const lot = await createLot(app, owner);
    const car = await createAutomobile(app, driver);
    await grantCredits(app, driver, 500);
    const today = inMinutes(app, 0).slice(0, 10);
    await app.inject({
      method: 'POST',
      url: `/api/automobiles/${car.id}/technical-inspections`,
      headers: driver.headers,
      payload: { itp_location: 'RAR', issue_date: '2020-01-01', expires_at: '2021-01-01' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/automobiles/${car.id}/road-taxes`,
      headers: driver.headers,
      payload: { valid_from: '2020-01-01', valid_until: '2999-01-01' },
    });
    const booked = await postReservation(app, driver, lot.id, car.id, 60, 120);
    expect(booked.statusCode).toBe(201);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((booked.json() as { warnings: unknown[] }).warnings).toEqual([
      { code: 'expired', document_kind: 'technical-inspections', expires_at: '2021-01-01' },
    ]);
  });
});
