import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accessTokens, authSessions, automobiles, users } from '../../../src/server/db/schema/index';
import { createSession } from '../../../src/server/modules/auth/session-repository';
import { grantCredits } from '../../../src/server/modules/credits/service';
import { createUser, type TestUser } from '../factories';
import { createLot } from '../fixtures-parking';
import { credit, type Model } from './model';

/** One run's people and places: fresh users, so runs never see each other's data. */
export type Actor = { id: number; headers: Record<string, string> };
export type World = {
  admin: Actor;
  owners: Actor[];
  /** Three drivers and the second owner, who also drives (one account in both roles). */
  drivers: Actor[];
  everyone: Actor[];
  lots: { id: number; ownerId: number }[];
  cars: Map<number, number[]>;
};

const FAR = new Date('2999-01-01T00:00:00Z');
const START_CREDITS = 200;

/** The users' tokens outlive any clock the run reaches (access tokens last an hour of it). */
async function longLived(app: FastifyInstance, userIds: number[]): Promise<void> {
  const sessions = app.deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(inArray(authSessions.userId, userIds));
  await app.deps.db.update(authSessions).set({ expiresAt: FAR }).where(inArray(authSessions.userId, userIds));
  await app.deps.db.update(accessTokens).set({ expiresAt: FAR }).where(inArray(accessTokens.sessionId, sessions));
}

const actor = (user: TestUser): Actor => ({ id: user.id, headers: user.headers });

export async function createWorld(app: FastifyInstance, model: Model): Promise<World> {
  const admin = actor(await createUser(app, { isAdmin: true, name: 'Model admin' }));
  const owners = [
    actor(await createUser(app, { name: 'Model owner' })),
    actor(await createUser(app, { name: 'Model owner and driver' })),
  ];
  const drivers = [];
  for (let i = 0; i < 3; i += 1) drivers.push(actor(await createUser(app, { name: 'Model driver' })));
  const [first, second] = owners as [Actor, Actor];
  drivers.push(second);
  const lots = [];
  for (const owner of [first, first, second]) lots.push({ id: (await createLot(app, owner)).id, ownerId: owner.id });
  const rows = await app.deps.db
    .insert(automobiles)
    .values(drivers.flatMap((d) => [0, 1].map((i) => ({ userId: d.id, registrationNumber: `M${d.id}X${i}` }))))
    .returning({ id: automobiles.id, userId: automobiles.userId });
  const cars = new Map(drivers.map((d) => [d.id, rows.filter((r) => r.userId === d.id).map((r) => r.id)]));
  const everyone = [...new Map([...owners, ...drivers].map((a) => [a.id, a])).values()];
  await longLived(
    app,
    [admin, ...everyone].map((a) => a.id),
  );
  for (const user of everyone) {
    await grantCredits(app.deps, { adminId: null, userId: user.id, amount: START_CREDITS, description: null });
    credit(model, user.id, START_CREDITS);
  }
  return { admin, owners, drivers, everyone, lots, cars };
}

/** A new signed-in session for a reinstated user (suspension revoked the old ones). */
export async function renewSession(app: FastifyInstance, who: Actor): Promise<void> {
  const [user] = await app.deps.db.select().from(users).where(eq(users.id, who.id));
  if (!user) throw new Error(`user ${who.id} vanished`);
  const { accessToken } = await createSession(app.deps.db, user, true, app.deps.now());
  await longLived(app, [who.id]);
  who.headers = { authorization: `Bearer ${accessToken}` };
}

/** Which of the users are suspended now. */
export async function suspendedAmong(app: FastifyInstance, ids: number[]): Promise<Set<number>> {
  const rows = await app.deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} in ${ids} and ${users.suspendedAt} is not null`);
  return new Set(rows.map((r) => r.id));
}
