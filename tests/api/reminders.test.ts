import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeEach, describe, expect, it } from 'vitest';
import { automobileDocuments, drivingLicenses, type DocumentKind } from '../../src/server/db/schema/index';
import { runReminders } from '../../src/server/jobs/reminders';
import { listLatestNotifications } from '../../src/server/modules/notifications/repository';
import { createUser } from '../support/factories';
import { createAutomobile } from '../support/fixtures-parking';
import { listNotifications } from '../support/notifications';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
const zone = 'Europe/Bucharest';
const today = DateTime.fromObject({ year: 2030, month: 3, day: 10, hour: 9 }, { zone });
const inDays = (days: number) => today.plus({ days }).toISODate() ?? '';

beforeEach(() => clock.set(today.toJSDate()));

async function addDocument(
  automobileId: number,
  kind: DocumentKind,
  expiry: { expiresAt?: string; validUntil?: string },
) {
  const [doc] = await app.deps.db
    .insert(automobileDocuments)
    .values({ automobileId, kind, ...expiry })
    .returning();
  if (!doc) throw new Error('no document');
  return doc;
}

describe('expiry reminders', () => {
  it('send exactly one reminder per document at 30, 7 and 1 days and on expiry, even with overlapping runs', async () => {
    const user = await createUser(app, { language: 'ro' });
    const car = await createAutomobile(app, user, { registrationNumber: 'B77REM' });
    const insurance = await addDocument(car.id, 'insurance', { validUntil: inDays(30) });
    const itp = await addDocument(car.id, 'technical_inspection', { expiresAt: inDays(7) });
    const roadTax = await addDocument(car.id, 'road_tax', { expiresAt: inDays(1) });
    const kit = await addDocument(car.id, 'first_aid_kit', { expiresAt: inDays(0) });
    await addDocument(car.id, 'fire_extinguisher', { expiresAt: inDays(45) });
    await addDocument(car.id, 'fire_extinguisher', { expiresAt: inDays(-60) });
    const [licence] = await app.deps.db
      .insert(drivingLicenses)
      .values({ userId: user.id, number: 'RO-123', expiryDate: inDays(7) })
      .returning();

    await Promise.all([runReminders(app.deps, clock.now()), runReminders(app.deps, clock.now())]);
    await runReminders(app.deps, clock.now());

    const notes = await listNotifications(app, user.headers);
    expect(notes.map((n) => [n.title, n.url]).sort()).toEqual(
      [
        ['Asigurarea expiră în 30 de zile', `/automobiles/${car.id}/insurances/${insurance.id}/edit`],
        [
          'Inspecția tehnică periodică (ITP) expiră în 7 zile',
          `/automobiles/${car.id}/technical-inspections/${itp.id}/edit`,
        ],
        ['Rovinieta expiră mâine', `/automobiles/${car.id}/road-taxes/${roadTax.id}/edit`],
        ['Trusa de prim ajutor a expirat', `/automobiles/${car.id}/first-aid-kit-reminders/${kit.id}/edit`],
        ['Permisul de conducere expiră în 7 zile', `/driving-licenses/${licence?.id}/edit`],
      ].sort(),
    );
    const insuranceNote = notes.find((n) => n.url?.includes('/insurances/'));
    expect(insuranceNote?.message).toBe(
      `Asigurarea pentru B77REM expiră pe ${today.plus({ days: 30 }).toFormat('dd/MM/yyyy')}.`,
    );
  });

  it('send the next reminder when its threshold comes, and start again after a renewal', async () => {
    const user = await createUser(app, { language: 'en' });
    const car = await createAutomobile(app, user);
    const doc = await addDocument(car.id, 'insurance', { validUntil: inDays(30) });
    await runReminders(app.deps, clock.now());

    // Days later the access token has expired: read the stored rows.
    const titles = async () => (await listLatestNotifications(app.deps.db, user.id, 50)).map((n) => n.title);

    clock.set(today.plus({ days: 10 }).toJSDate());
    await runReminders(app.deps, clock.now());
    expect(await titles()).toHaveLength(1);

    clock.set(today.plus({ days: 23 }).toJSDate());
    await Promise.all([runReminders(app.deps, clock.now()), runReminders(app.deps, clock.now())]);
    expect(await titles()).toEqual(['The insurance expires in 30 days', 'The insurance expires in 7 days']);

    // Renewed: the old series is done, the new one starts when its time comes.
    await app.deps.db
      .update(automobileDocuments)
      .set({ validUntil: inDays(23 + 30) })
      .where(eq(automobileDocuments.id, doc.id));
    await runReminders(app.deps, clock.now());
    expect(await titles()).toEqual([
      'The insurance expires in 30 days',
      'The insurance expires in 7 days',
      'The insurance expires in 30 days',
    ]);
  });

  it('remind once of a document added through the API, opening its page, and not after a renewal or a deletion', async () => {
    const user = await createUser(app, { language: 'en' });
    const car = await createAutomobile(app, user);
    const post = (kind: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/automobiles/${car.id}/${kind}`, headers: user.headers, payload });
    const added = await post('technical-inspections', {
      itp_location: 'RAR Pipera',
      issue_date: inDays(-358),
      expires_at: inDays(7),
    });
    expect(added.statusCode).toBe(201);
    const itp = (added.json() as { data: { id: number } }).data;
    const kit = await post('first-aid-kits', { expires_at: inDays(7) });
    const kitId = (kit.json() as { data: { id: number } }).data.id;
    await app.inject({
      method: 'DELETE',
      url: `/api/automobiles/${car.id}/first-aid-kits/${kitId}`,
      headers: user.headers,
    });

    await runReminders(app.deps, clock.now());
    await runReminders(app.deps, clock.now());
    const notes = await listLatestNotifications(app.deps.db, user.id, 50);
    expect(notes.map((n) => [n.title, n.url])).toEqual([
      ['The technical inspection expires in 7 days', `/automobiles/${car.id}/technical-inspections/${itp.id}/edit`],
    ]);

    // Renewed by a new inspection: the old one is done, the new one is a year away.
    const renewed = await post('technical-inspections', {
      itp_location: 'RAR Pipera',
      issue_date: inDays(2),
      expires_at: inDays(365),
    });
    expect(renewed.statusCode).toBe(201);
    clock.set(today.plus({ days: 6 }).toJSDate());
    await runReminders(app.deps, clock.now());
    clock.set(today.plus({ days: 7 }).toJSDate());
    await runReminders(app.deps, clock.now());
    expect(await listLatestNotifications(app.deps.db, user.id, 50)).toHaveLength(1);
  });
});
