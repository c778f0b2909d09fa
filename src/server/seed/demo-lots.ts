import { DateTime } from 'luxon';
import type { Db } from '../db/client';
import { locationUsers, locations, parkingLots } from '../db/schema/index';
import { demoFeaturesOf } from './demo-lot-features';

type DemoLocation = {
  title: string;
  address: string;
  latitude: number;
  longitude: number;
  access: 'public' | 'restricted';
  prefix: string;
  zone: string;
  street: string;
  lots: number;
};

// Around Bucharest centre (44.4268, 26.1025), the map's default view.
const demoLocations: DemoLocation[] = [
  {
    title: 'Piața Unirii',
    address: 'Piața Unirii 1, București',
    latitude: 44.4268,
    longitude: 26.1025,
    access: 'public',
    prefix: 'U',
    zone: 'Zona Roșie',
    street: 'Piața Unirii',
    lots: 8,
  },
  {
    title: 'Centrul Vechi – Lipscani',
    address: 'Strada Lipscani 55, București',
    latitude: 44.4316,
    longitude: 26.1003,
    access: 'public',
    prefix: 'A',
    zone: 'Zona Roșie',
    street: 'Strada Lipscani',
    lots: 7,
  },
  {
    title: 'Piața Universității',
    address: 'Bulevardul Nicolae Bălcescu 2, București',
    latitude: 44.4355,
    longitude: 26.1019,
    access: 'public',
    prefix: 'P2',
    zone: 'Zona Galbenă',
    street: 'Bulevardul Nicolae Bălcescu',
    lots: 7,
  },
  {
    title: 'Rezidențial Carol I',
    address: 'Bulevardul Carol I 34, București',
    latitude: 44.4372,
    longitude: 26.1123,
    access: 'restricted',
    prefix: 'R',
    zone: 'Zona Verde',
    street: 'Bulevardul Carol I',
    lots: 5,
  },
];

/** Street lots with no location. */
const streetLots = [
  {
    identifier: 'S-01',
    zone: 'Zona Galbenă',
    address: 'Strada Smârdan 12, București',
    latitude: 44.4301,
    longitude: 26.0988,
  },
  {
    identifier: 'S-02',
    zone: 'Zona Galbenă',
    address: 'Strada Doamnei 8, București',
    latitude: 44.4329,
    longitude: 26.1011,
  },
  {
    identifier: 'S-03',
    zone: 'Zona Verde',
    address: 'Strada Sfânta Vineri 20, București',
    latitude: 44.4297,
    longitude: 26.1068,
  },
  {
    identifier: 'S-04',
    zone: 'Zona Verde',
    address: 'Calea Moșilor 45, București',
    latitude: 44.4322,
    longitude: 26.1092,
  },
];

type Window = { available: boolean; availableFrom: Date | null; availableTo: Date | null };

/**
 * Varied availability, so every marker colour and card state shows: open-ended from now,
 * until this evening, private (no start), switched off.
 */
function windowFor(index: number, now: Date, zone: string): Window {
  const from = DateTime.fromJSDate(now, { zone }).startOf('hour').minus({ hours: 1 });
  const evening = DateTime.fromJSDate(now, { zone }).set({ hour: 20, minute: 0, second: 0, millisecond: 0 });
  const until =
    evening.toMillis() > now.getTime() + 2 * 3_600_000
      ? evening
      : DateTime.fromJSDate(now, { zone }).plus({ hours: 3 }).startOf('hour');
  switch (index % 6) {
    case 3:
      return { available: true, availableFrom: from.toJSDate(), availableTo: until.toJSDate() };
    case 4:
      return { available: false, availableFrom: null, availableTo: null };
    case 5:
      return { available: false, availableFrom: from.toJSDate(), availableTo: null };
    default:
      return { available: true, availableFrom: from.toJSDate(), availableTo: null };
  }
}

/** Demo locations and lots of the demo owner; the demo driver is authorized for the restricted location. */
export async function seedDemoLots(
  db: Db,
  people: { ownerId: number; driverId: number },
  now: Date,
  zone: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    let index = 0;
    const lot = (values: Omit<typeof parkingLots.$inferInsert, 'ownerId' | keyof Window>) => {
      index += 1;
      return {
        ...values,
        ownerId: people.ownerId,
        orientationDegrees: (index * 47) % 360,
        enteringType: index % 4 === 0 ? ('long_side' as const) : ('normal' as const),
        ...windowFor(index, now, zone),
      };
    };
    const rows: (typeof parkingLots.$inferInsert)[] = [];
    for (const spec of demoLocations) {
      const [location] = await tx
        .insert(locations)
        .values({
          title: spec.title,
          address: spec.address,
          latitude: spec.latitude,
          longitude: spec.longitude,
          access: spec.access,
        })
        .returning({ id: locations.id });
      if (!location) throw new Error('demo location insert returned nothing');
      if (spec.access === 'restricted') {
        await tx.insert(locationUsers).values([
          { locationId: location.id, userId: people.driverId, addedAt: now },
          { locationId: location.id, userId: people.ownerId, addedAt: now },
        ]);
      }
      for (let n = 1; n <= spec.lots; n += 1) {
        // A row of spaces about 13 m apart, visible from zoom 19.
        const identifier = `${spec.prefix}-${String(n + 10).padStart(2, '0')}`;
        rows.push(
          lot({
            ...demoFeaturesOf(identifier, spec.prefix),
            locationId: location.id,
            identifier,
            zone: spec.zone,
            address: `${spec.street} ${n * 2}, București`,
            latitude: spec.latitude + Math.floor((n - 1) / 4) * 0.00012 + 0.0002,
            longitude: spec.longitude + ((n - 1) % 4) * 0.00016 - 0.00024,
            accessType: spec.access === 'restricted' ? 'private' : n % 3 === 0 ? 'free_public' : 'public_fee',
          }),
        );
      }
    }
    for (const street of streetLots)
      rows.push(lot({ ...street, ...demoFeaturesOf(street.identifier, null), accessType: 'free_public' }));
    await tx.insert(parkingLots).values(rows);
  });
}
