import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

type License = { id: number; number: string; country_code: string; categories: { id: number; category: string }[] };

describe('driving licences and their categories', () => {
  it('are created, listed, changed and deleted by their owner only, with 422 per field', async () => {
    const user = await createUser(app, { language: 'en' });
    const other = await createUser(app);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = user.headers) =>
      app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
    const body = { number: 'AB123456', issue_date: '2020-05-01', expiry_date: '2030-05-01' };

    const created = await call('POST', '/driving-licenses', body);
    expect(created.statusCode).toBe(201);
    const license = (created.json() as { data: License }).data;
    expect(license).toMatchObject({ ...body, country_code: 'RO', notes: null, categories: [] });

    const bad: [object, string][] = [
      [{ number: '' }, 'number'],
      [{ number: 'x'.repeat(41) }, 'number'],
      [{ country_code: 'ZZ' }, 'country_code'],
      [{ issue_date: '2020-02-31' }, 'issue_date'],
      [{ expiry_date: null }, 'expiry_date'],
      [{ expiry_date: '2019-05-01' }, 'expiry_date'],
      [{ notes: 'x'.repeat(501) }, 'notes'],
    ];
    for (const [change, field] of bad) {
      const answer = await call('POST', '/driving-licenses', { ...body, number: 'CD1', ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys((answer.json() as { errors: object }).errors)).toEqual([field]);
    }
    const duplicate = await call('POST', '/driving-licenses', body);
    expect(duplicate.statusCode).toBe(422);
    expect((duplicate.json() as { errors: Record<string, string[]> }).errors.number).toEqual([
      'You already have a driving licence with this number.',
    ]);

    const catUrl = `/driving-licenses/${license.id}/categories`;
    const b = await call('POST', catUrl, { category: 'B', obtained_at: '2010-06-01' });
    const am = await call('POST', catUrl, { category: 'AM', obtained_at: '2008-06-01', expires_at: '2033-06-01' });
    expect([b.statusCode, am.statusCode]).toEqual([201, 201]);
    const bId = (b.json() as { data: { id: number } }).data.id;
    for (const [change, field] of [
      [{ category: 'B' }, 'category'],
      [{ category: 'Z' }, 'category'],
      [{ obtained_at: '' }, 'obtained_at'],
      [{ expires_at: '2000-01-01' }, 'expires_at'],
    ] as [object, string][]) {
      const answer = await call('POST', catUrl, { category: 'C', obtained_at: '2012-01-01', ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys((answer.json() as { errors: object }).errors)).toEqual([field]);
    }
    const changed = await call('PUT', `${catUrl}/${bId}`, { category: 'BE', obtained_at: '2011-06-01' });
    expect(changed.json()).toEqual({ data: { id: bId, category: 'BE', obtained_at: '2011-06-01', expires_at: null } });

    const read = (await call('GET', `/driving-licenses/${license.id}`)).json() as { data: License };
    expect(read.data.categories.map((c) => c.category)).toEqual(['BE', 'AM']);
    const list = (await call('GET', '/driving-licenses')).json() as { data: License[] };
    expect(list.data.map((l) => [l.number, l.categories.length])).toEqual([['AB123456', 2]]);

    const updated = await call('PUT', `/driving-licenses/${license.id}`, { ...body, country_code: 'md', notes: 'New' });
    expect((updated.json() as { data: License }).data).toMatchObject({ country_code: 'MD', notes: 'New' });

    // Another user: every id of this licence reads as unknown; their list is empty.
    for (const [method, url] of [
      ['GET', `/driving-licenses/${license.id}`],
      ['PUT', `/driving-licenses/${license.id}`],
      ['DELETE', `/driving-licenses/${license.id}`],
      ['GET', catUrl],
      ['POST', catUrl],
      ['PUT', `${catUrl}/${bId}`],
      ['DELETE', `${catUrl}/${bId}`],
    ] as const) {
      const payload = url.includes('categories') ? { category: 'C', obtained_at: '2012-01-01' } : body;
      const answer = await call(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : payload,
        other.headers,
      );
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(((await call('GET', '/driving-licenses', undefined, other.headers)).json() as { data: [] }).data).toEqual(
      [],
    );

    expect((await call('DELETE', `${catUrl}/${bId}`)).statusCode).toBe(204);
    expect((await call('GET', catUrl)).json()).toMatchObject({ data: [{ category: 'AM' }] });
    expect((await call('DELETE', `/driving-licenses/${license.id}`)).statusCode).toBe(204);
    expect((await call('GET', catUrl)).statusCode).toBe(404);
  });
});
