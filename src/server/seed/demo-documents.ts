import { calendarDateIn } from '../../domain/calendar-date';
import type { Db } from '../db/client';
import { automobileDocuments, drivingLicenseCategories, drivingLicenses } from '../db/schema/index';

/** 'YYYY-MM-DD' `days` from `today` ('YYYY-MM-DD'). */
function shift(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The demo driver's papers: one document of each kind (the RCA expiring within 7 days, so
 * the reminders and the automobile page show it), and a licence with categories B and AM.
 */
export async function seedDemoDocuments(
  db: Db,
  ids: { driverId: number; automobileId: number },
  now: Date,
  zone: string,
): Promise<void> {
  const today = calendarDateIn(now, zone);
  const day = (days: number) => shift(today, days);
  const automobileId = ids.automobileId;
  await db.insert(automobileDocuments).values([
    {
      automobileId,
      kind: 'technical_inspection',
      itpLocation: 'RAR București, Str. Pipera 1',
      issueDate: day(-200),
      expiresAt: day(530),
    },
    {
      automobileId,
      kind: 'insurance',
      type: 'RCA',
      provider: 'Groupama Asigurări',
      policyNumber: 'RO/25/R/AB123456',
      countryCode: 'RO',
      validFrom: day(-360),
      validUntil: day(5),
    },
    {
      automobileId,
      kind: 'road_tax',
      provider: 'CNAIR',
      policyNumber: '1234567890',
      countryCode: 'RO',
      validFrom: day(-100),
      validUntil: day(265),
    },
    { automobileId, kind: 'first_aid_kit', issueDate: day(-300), expiresAt: day(430) },
    { automobileId, kind: 'fire_extinguisher', issueDate: day(-150), expiresAt: day(215) },
  ]);
  const [license] = await db
    .insert(drivingLicenses)
    .values({
      userId: ids.driverId,
      number: 'B12345678',
      countryCode: 'RO',
      issueDate: day(-2000),
      expiryDate: day(1650),
    })
    .returning();
  if (!license) throw new Error('demo licence insert returned nothing');
  await db.insert(drivingLicenseCategories).values([
    { drivingLicenseId: license.id, category: 'B', obtainedAt: day(-4000) },
    { drivingLicenseId: license.id, category: 'AM', obtainedAt: day(-5000) },
  ]);
}
