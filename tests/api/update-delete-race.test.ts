import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLocation, createLot } from '../support/fixtures-parking';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

// Each round makes a fresh record, then sends the change and the deletion at once, one of them
// a few milliseconds later. Needs real parallel transactions: on PGlite the deletion never landed
// between the change's read and its write (0 of 100 rounds before the fix; 26 of 180 on PostgreSQL).
const ROUNDS = 20;

const send = (user: TestUser, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...user.headers, ...options.headers } });

async function race(
  user: TestUser,
  change: InjectOptions,
  removal: InjectOptions,
  round: number,
): Promise<[LightMyRequestResponse, LightMyRequestResponse]> {
  // Rounds stagger the two by -4..+4 ms, so the deletion lands at every step of the change.
  const stagger = (round % 9) - 4;
  const after = (ms: number, work: () => Promise<LightMyRequestResponse>) =>
    ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)).then(work) : work();
  return Promise.all([after(stagger, () => send(user, change)), after(-stagger, () => send(user, removal))]);
}

/** Every answer of the change is its success or 404, never a 5xx; the deletion succeeds. */
function expectNoServerError(name: string, [changed, removed]: LightMyRequestResponse[], success: number) {
  expect([success, 404], `${name}: ${changed!.statusCode} ${changed!.body}`).toContain(changed!.statusCode);
  expect(removed!.statusCode, `${name} delete: ${removed!.body}`).toBe(204);
}

const insurance = {
  type: 'RCA',
  provider: 'P',
  policy_number: 'N1',
  valid_from: '2030-01-01',
  valid_until: '2030-12-31',
};
const licence = { number: 'L-1', expiry_date: '2035-01-01' };
const category = { category: 'B', obtained_at: '2015-01-01' };

describe.runIf(process.env.TEST_DATABASE_URL)('a change racing the deletion of the same record', () => {
  it('answers 200 or 404 for an automobile, never a 500', async () => {
    const driver = await createUser(app);
    for (let round = 0; round < ROUNDS; round += 1) {
      const car = await createAutomobile(app, driver);
      const url = `/api/automobiles/${car.id}`;
      const answers = await race(
        driver,
        { method: 'PUT', url, payload: { model: 'M' } },
        { method: 'DELETE', url },
        round,
      );
      expectNoServerError('automobile', answers, 200);
    }
  });

  it('answers 200 or 404 for a document, and for a new one while its automobile goes', async () => {
    const driver = await createUser(app);
    for (let round = 0; round < ROUNDS; round += 1) {
      const car = await createAutomobile(app, driver);
      const base = `/api/automobiles/${car.id}/insurances`;
      const made = await send(driver, { method: 'POST', url: base, payload: insurance });
      const url = `${base}/${made.json().data.id}`;
      const answers = await race(driver, { method: 'PUT', url, payload: insurance }, { method: 'DELETE', url }, round);
      expectNoServerError('document', answers, 200);
      const added = await race(
        driver,
        { method: 'POST', url: base, payload: insurance },
        { method: 'DELETE', url: `/api/automobiles/${car.id}` },
        round,
      );
      expectNoServerError('document added', added, 201);
    }
  });

  it('answers 200 or 404 for a licence and a category, and for a category added while its licence goes', async () => {
    const driver = await createUser(app);
    for (let round = 0; round < ROUNDS; round += 1) {
      const made = await send(driver, {
        method: 'POST',
        url: '/api/driving-licenses',
        payload: { ...licence, number: `L-${round}` },
      });
      const url = `/api/driving-licenses/${made.json().data.id}`;
      const cat = await send(driver, { method: 'POST', url: `${url}/categories`, payload: category });
      const catUrl = `${url}/categories/${cat.json().data.id}`;
      const catAnswers = await race(
        driver,
        { method: 'PUT', url: catUrl, payload: category },
        { method: 'DELETE', url: catUrl },
        round,
      );
      expectNoServerError('category', catAnswers, 200);
      const added = await race(
        driver,
        { method: 'POST', url: `${url}/categories`, payload: { ...category, category: 'A' } },
        { method: 'DELETE', url },
        round,
      );
      expectNoServerError('category added', added, 201);
      const again = await send(driver, {
        method: 'POST',
        url: '/api/driving-licenses',
        payload: { ...licence, number: `M-${round}` },
      });
      const againUrl = `/api/driving-licenses/${again.json().data.id}`;
      const answers = await race(
        driver,
        { method: 'PUT', url: againUrl, payload: { ...licence, number: `M-${round}` } },
        { method: 'DELETE', url: againUrl },
        round,
      );
      expectNoServerError('licence', answers, 200);
    }
  });

  it('answers 200 or 404 for a parking lot and its availability', async () => {
    const owner = await createUser(app);
    for (let round = 0; round < ROUNDS; round += 1) {
      const lot = await createLot(app, owner);
      const url = `/api/parking-lots/${lot.id}`;
      const change =
        round % 2
          ? { method: 'PUT' as const, url, payload: { zone: 'Z' } }
          : { method: 'POST' as const, url: `${url}/availability`, payload: { available: false } };
      const answers = await race(owner, change, { method: 'DELETE', url }, round);
      expectNoServerError('lot', answers, 200);
    }
  });

  it('answers 200 or 404 for an administrator changing a location being deleted', async () => {
    const admin = await createUser(app, { isAdmin: true });
    for (let round = 0; round < ROUNDS; round += 1) {
      const made = await send(admin, {
        method: 'POST',
        url: '/api/admin/locations',
        payload: { title: `Race ${round}`, latitude: 44.4, longitude: 26.1 },
      });
      const url = `/api/admin/locations/${made.json().data.id}`;
      const answers = await race(
        admin,
        { method: 'PUT', url, payload: { title: 'T' } },
        { method: 'DELETE', url },
        round,
      );
      expectNoServerError('location', answers, 200);
      const user = await createUser(app);
      const other = await send(admin, {
        method: 'POST',
        url: '/api/admin/locations',
        payload: { title: `Other ${round}`, latitude: 44.4, longitude: 26.1 },
      });
      const otherUrl = `/api/admin/locations/${other.json().data.id}`;
      const authorized = await race(
        admin,
        { method: 'POST', url: `${otherUrl}/users/${user.id}` },
        { method: 'DELETE', url: otherUrl },
        round,
      );
      expectNoServerError('location user', authorized, 201);
    }
  });

  it('moves a lot into a location while an administrator deletes it: one of them wins, never a 500', async () => {
    const owner = await createUser(app);
    const admin = await createUser(app, { isAdmin: true });
    const lot = await createLot(app, owner);
    for (let round = 0; round < ROUNDS; round += 1) {
      const location = await createLocation(app);
      const [moved, removed] = await race(
        owner,
        { method: 'PUT', url: `/api/parking-lots/${lot.id}`, payload: { location_id: location.id } },
        { method: 'DELETE', url: `/api/admin/locations/${location.id}`, headers: admin.headers },
        round,
      );
      // The move first: the location now has a lot and is kept (409). The deletion first: the
      // location is gone when the move reads it (422 on location_id). Before the lock, the move
      // could pass its check, lose the location, and fail on the foreign key (500).
      const outcome = `${moved.statusCode}/${removed.statusCode}`;
      expect(['200/409', '422/204'], `${outcome}: ${moved.body} ${removed.body}`).toContain(outcome);
      const stored = await send(owner, { method: 'GET', url: `/api/parking-lots/${lot.id}` });
      expect(stored.json().location_id).toBe(outcome === '200/409' ? location.id : null);
      await send(owner, { method: 'PUT', url: `/api/parking-lots/${lot.id}`, payload: { location_id: null } });
    }
  });
});
