import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { authorize, createLocation, createLot } from '../support/fixtures-lots';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
const NOW = new Date('2025-06-10T09:00:00Z');
clock.set(NOW);

describe('the caller locations', () => {
  it('lists the caller authorizations with the date added and the number of lots', async () => {
    const user = await createUser(app);
    const owner = await createUser(app);
    const campus = await createLocation(app, { title: 'Campus Politehnica', access: 'restricted' });
    const other = await createLocation(app, { title: 'Not mine', access: 'restricted' });
    await authorize(app, campus.id, user.id, new Date('2025-05-01T07:30:00Z'));
    await authorize(app, other.id, owner.id);
    await createLot(app, owner.id, { locationId: campus.id });
    await createLot(app, owner.id, { locationId: campus.id });

    const res = await app.inject({ method: 'GET', url: '/api/locations', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: campus.id,
          title: 'Campus Politehnica',
          address: campus.address,
          latitude: campus.latitude,
          longitude: campus.longitude,
          access: 'restricted',
          parking_lots_count: 2,
          added_at: '2025-05-01 10:30:00',
        },
      ],
    });
  });

  it('offers public locations and the authorized restricted ones for the lot form', async () => {
    const user = await createUser(app);
    const admin = await createUser(app, { isAdmin: true });
    const open = await createLocation(app, { title: 'Options public' });
    const mine = await createLocation(app, { title: 'Options mine', access: 'restricted' });
    const closed = await createLocation(app, { title: 'Options closed', access: 'restricted' });
    await authorize(app, mine.id, user.id);

    const ids = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: '/api/locations/options', headers });
      return (res.json().data as { id: number }[]).map((l) => l.id);
    };
    const forUser = await ids(user.headers);
    expect(forUser).toEqual(expect.arrayContaining([open.id, mine.id]));
    expect(forUser).not.toContain(closed.id);
    expect(await ids(admin.headers)).toEqual(expect.arrayContaining([open.id, mine.id, closed.id]));
  });
});

describe('administering locations', () => {
  it('is refused to non-administrators and guests', async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/locations', headers: user.headers })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'POST', url: '/api/admin/locations', payload: {} })).statusCode).toBe(401);
  });

  it('creates, pages, updates and deletes locations; lots lose their location', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const owner = await createUser(app);
    const h = { ...admin.headers, 'accept-language': 'en' };
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/locations',
      headers: h,
      payload: { title: '', latitude: 100, access: 'secret' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['access', 'latitude', 'longitude', 'title']);

    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/locations',
      headers: h,
      payload: { title: 'Admin Piața Romană', address: 'Piața Romană 1', latitude: 44.4469, longitude: 26.0975 },
    });
    expect(created.statusCode).toBe(201);
    const location = created.json().data;
    expect(location).toMatchObject({ title: 'Admin Piața Romană', access: 'public', parking_lots_count: 0 });

    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/locations?q=admin%20pia&per_page=5',
      headers: h,
    });
    expect(page.json()).toMatchObject({
      data: [{ id: location.id }],
      meta: { page: 1, per_page: 5, total: 1 },
    });

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/admin/locations/${location.id}`,
      headers: h,
      payload: { access: 'restricted' },
    });
    expect(updated.json().data).toMatchObject({ title: 'Admin Piața Romană', access: 'restricted' });
    const kept = await app.inject({
      method: 'PUT',
      url: `/api/admin/locations/${location.id}`,
      headers: h,
      payload: { title: 'Renamed' },
    });
    expect(kept.json().data).toMatchObject({ title: 'Renamed', access: 'restricted' });

    // Refused while a lot belongs to it; allowed once the lot has moved.
    const lot = await createLot(app, owner.id, { locationId: location.id });
    const refused = await app.inject({ method: 'DELETE', url: `/api/admin/locations/${location.id}`, headers: h });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Parking lots belong to this location: move or delete them first.');
    await app.inject({
      method: 'PUT',
      url: `/api/parking-lots/${lot.id}`,
      headers: owner.headers,
      payload: { location_id: null },
    });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/locations/${location.id}`, headers: h })).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/locations/${location.id}`, headers: h })).statusCode,
    ).toBe(404);
    const lotAfter = await app.inject({ method: 'GET', url: `/api/parking-lots/${lot.id}`, headers: owner.headers });
    expect(lotAfter.json()).toMatchObject({ location_id: null, location: null });
  });

  it('authorizes and removes users for a location', async () => {
    const admin = await createUser(app, { isAdmin: true });
    const user = await createUser(app, { name: 'Ioana Dumitrescu' });
    const location = await createLocation(app, { access: 'restricted' });
    const url = `/api/admin/locations/${location.id}/users/${user.id}`;

    const added = await app.inject({ method: 'POST', url, headers: admin.headers });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      data: { location_id: location.id, user_id: user.id, added_at: '2025-06-10 12:00:00' },
    });
    expect((await app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(201);

    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/locations/${location.id}`,
      headers: admin.headers,
    });
    expect(detail.json().data.users).toEqual([
      { id: user.id, name: 'Ioana Dumitrescu', email: user.email, added_at: '2025-06-10 12:00:00' },
    ]);
    const mine = await app.inject({ method: 'GET', url: '/api/locations', headers: user.headers });
    expect(mine.json().data.map((l: { id: number }) => l.id)).toEqual([location.id]);

    expect((await app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/locations', headers: user.headers })).json().data).toEqual([]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/locations/${location.id}/users/999999`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
