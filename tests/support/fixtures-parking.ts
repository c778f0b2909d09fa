import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { automobiles, locations, locationUsers, parkingLots } from '../../src/server/db/schema/index';
import { grantCredits as grant } from '../../src/server/modules/credits/service';

type Party = { id: number };

/** A lot owned by `owner`, available from an hour before the app's clock, without end, unless overridden. */
export async function createLot(
  app: FastifyInstance,
  owner: Party,
  overrides: Partial<Omit<typeof parkingLots.$inferInsert, 'ownerId'>> = {},
) {
  const [lot] = await app.deps.db
    .insert(parkingLots)
    .values({
      ownerId: owner.id,
      identifier: `P-${randomUUID().slice(0, 6).toUpperCase()}`,
      zone: 'Zona A',
      address: 'Strada Exemplu 1',
      latitude: 44.4268,
      longitude: 26.1025,
      available: true,
      availableFrom: new Date(app.deps.now().getTime() - 60 * 60 * 1000),
      availableTo: null,
      ...overrides,
    })
    .returning();
  if (!lot) throw new Error('lot insert returned nothing');
  return lot;
}

export async function createAutomobile(
  app: FastifyInstance,
  user: Party,
  overrides: Partial<Omit<typeof automobiles.$inferInsert, 'userId'>> = {},
) {
  const [automobile] = await app.deps.db
    .insert(automobiles)
    .values({ userId: user.id, registrationNumber: `B${randomUUID().replace(/\D/g, '').slice(0, 6)}XYZ`, ...overrides })
    .returning();
  if (!automobile) throw new Error('automobile insert returned nothing');
  return automobile;
}

/** A location; restricted ones are visible only to `authorized` users (and administrators). */
export async function createLocation(
  app: FastifyInstance,
  overrides: Partial<typeof locations.$inferInsert> = {},
  authorized: Party[] = [],
) {
  const [location] = await app.deps.db
    .insert(locations)
    .values({ title: 'Parcare Centru', latitude: 44.43, longitude: 26.1, ...overrides })
    .returning();
  if (!location) throw new Error('location insert returned nothing');
  for (const user of authorized)
    await app.deps.db.insert(locationUsers).values({ locationId: location.id, userId: user.id });
  return location;
}

/** Credits through the ledger (as an administrator's grant would add them). */
export async function grantCredits(app: FastifyInstance, user: Party, amount: number) {
  return grant(app.deps, { adminId: null, userId: user.id, amount, description: 'test credits' });
}
