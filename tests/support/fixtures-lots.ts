import type { FastifyInstance } from 'fastify';
import { locationUsers, locations, parkingLots, reservations } from '../../src/server/db/schema/index';

type LocationValues = typeof locations.$inferInsert;
type LotValues = typeof parkingLots.$inferInsert;

const BUCHAREST = { latitude: 44.4268, longitude: 26.1025 };
let sequence = 0;

export async function createLocation(app: FastifyInstance, overrides: Partial<LocationValues> = {}) {
  sequence += 1;
  const [row] = await app.deps.db
    .insert(locations)
    .values({
      title: `Location ${sequence}`,
      address: `Strada Test ${sequence}`,
      ...BUCHAREST,
      access: 'public',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function authorize(app: FastifyInstance, locationId: number, userId: number, addedAt?: Date) {
  await app.deps.db.insert(locationUsers).values({ locationId, userId, ...(addedAt ? { addedAt } : {}) });
}

/** A lot, by default bookable from an hour ago with no end, at Bucharest centre. */
export async function createLot(app: FastifyInstance, ownerId: number, overrides: Partial<LotValues> = {}) {
  sequence += 1;
  const [row] = await app.deps.db
    .insert(parkingLots)
    .values({
      ownerId,
      identifier: `L-${sequence}`,
      ...BUCHAREST,
      available: true,
      availableFrom: new Date(app.deps.now().getTime() - 3_600_000),
      availableTo: null,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A reservation row written directly (no credits moved): for tests that only need a booking to exist. */
export async function insertReservation(
  app: FastifyInstance,
  values: {
    lotId: number;
    userId: number;
    start: Date;
    end: Date;
    status?: 'scheduled' | 'active' | 'finalized' | 'expired' | 'cancelled';
    registration?: string;
  },
) {
  const [row] = await app.deps.db
    .insert(reservations)
    .values({
      parkingLotId: values.lotId,
      userId: values.userId,
      automobileRegistration: values.registration ?? 'B123ABC',
      startTime: values.start,
      endTime: values.end,
      status: values.status ?? 'scheduled',
      creditsReserved: Math.max(15, Math.ceil((values.end.getTime() - values.start.getTime()) / 60_000)),
    })
    .returning();
  return row!;
}
