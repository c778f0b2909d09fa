import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parkingLots } from '../../src/server/db/schema/index';
import { seedDemoData, usableDemoAccounts } from '../../src/server/seed/demo-data';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

async function login(email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, remember: false } });
  return { authorization: `Bearer ${res.json().token as string}` };
}

describe('demo lots and locations', () => {
  it('seeds lots around Bucharest that the demo driver finds and can book (car, credits), restricted ones included, only once', async () => {
    await seedDemoData(app.deps);
    await seedDemoData(app.deps);
    const accounts = await usableDemoAccounts(app.deps);
    const [lots] = await app.deps.db.select({ n: count() }).from(parkingLots);
    expect(lots!.n).toBeGreaterThanOrEqual(24);

    const driver = accounts.find((a) => a.role === 'driver')!;
    const headers = await login(driver.email, driver.password);
    const bounds = 'southWest[lat]=44.42&southWest[lng]=26.09&northEast[lat]=44.44&northEast[lng]=26.12';
    const found = await app.inject({ method: 'GET', url: `/api/parking-finder?${bounds}`, headers });
    expect(found.statusCode).toBe(200);
    const data = found.json().data as { location: { access: string } | null; available_to: string | null }[];
    expect(data.length).toBeGreaterThan(10);
    expect(data.some((l) => l.location?.access === 'restricted')).toBe(true);
    expect(data.some((l) => l.available_to !== null)).toBe(true);

    // Lot features a newcomer sees: chargers (connector and kW), accessible bays, covered,
    // gated and height-limited lots; the EV filter finds the chargers only.
    type Found = {
      identifier: string;
      features: { ev_charging: { connector: string; kw: number } | null } & Record<string, boolean>;
      max_height_cm: number | null;
    };
    const shown = found.json().data as Found[];
    for (const flag of ['accessible', 'covered', 'gated', 'lit'])
      expect(shown.some((l) => l.features[flag])).toBe(true);
    expect(shown.some((l) => l.max_height_cm !== null)).toBe(true);
    const chargers = (await app.inject({ method: 'GET', url: `/api/parking-finder?${bounds}&ev=1`, headers })).json()
      .data as Found[];
    expect(chargers.length).toBeGreaterThanOrEqual(3);
    expect(chargers.length).toBeLessThan(shown.length);
    expect(chargers.every((l) => l.features.ev_charging !== null)).toBe(true);
    expect(new Set(chargers.map((l) => l.features.ev_charging!.connector)).size).toBeGreaterThan(1);

    // The driver can book straight away: a car and credits.
    const cars = await app.inject({ method: 'GET', url: '/api/automobiles', headers });
    expect(cars.json().data).toEqual([
      expect.objectContaining({ registration_number: 'B100DEM', height_cm: 152, length_cm: 436 }),
    ]);
    // Its papers: one document of each kind, the RCA expiring within 7 days; a licence B and AM.
    const carId = (cars.json().data as { id: number }[])[0]!.id;
    const expiries: string[] = [];
    for (const kind of ['technical-inspections', 'insurances', 'road-taxes', 'first-aid-kits', 'fire-extinguishers']) {
      const docs = (await app.inject({ method: 'GET', url: `/api/automobiles/${carId}/${kind}`, headers })).json()
        .data as { expires_at: string | null; valid_until: string | null }[];
      expect(docs, kind).toHaveLength(1);
      expiries.push((docs[0]!.expires_at ?? docs[0]!.valid_until)!);
    }
    const soon = new Date(app.deps.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(expiries.filter((date) => date <= soon)).toHaveLength(1);
    const licences = (await app.inject({ method: 'GET', url: '/api/driving-licenses', headers })).json().data as {
      categories: { category: string }[];
    }[];
    expect(licences.map((l) => l.categories.map((c) => c.category).sort())).toEqual([['AM', 'B']]);
    const credits = await app.inject({ method: 'GET', url: '/api/credits', headers });
    expect(credits.json()).toEqual({ balance: 600 });

    const places = await app.inject({ method: 'GET', url: '/api/locations', headers });
    expect(places.json().data).toEqual([expect.objectContaining({ access: 'restricted', parking_lots_count: 5 })]);

    const owner = accounts.find((a) => a.role === 'owner')!;
    const own = await app.inject({
      method: 'GET',
      url: '/api/parking-lots',
      headers: await login(owner.email, owner.password),
    });
    const states = (own.json().data as { available: boolean; available_from: string | null }[]).map((l) =>
      !l.available_from ? 'private' : l.available ? 'available' : 'off',
    );
    expect(new Set(states)).toEqual(new Set(['private', 'available', 'off']));
  });

  it('lists for the start banner only the demo accounts whose demo password still works', async () => {
    await seedDemoData(app.deps);
    const accounts = await usableDemoAccounts(app.deps);
    expect(accounts.map((a) => a.role)).toEqual(['driver', 'owner', 'administrator']);
    const owner = accounts.find((a) => a.role === 'owner')!;
    const headers = await login(owner.email, owner.password);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers,
      payload: {
        name: 'Maria Ionescu',
        email: owner.email,
        password: 'o-parola-noua-1',
        password_confirmation: 'o-parola-noua-1',
        current_password: owner.password,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await usableDemoAccounts(app.deps)).map((a) => a.role)).toEqual(['driver', 'administrator']);
  });
});
