import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, locationUsers, locations, users } from '../../db/schema/index';

// The accounts other modules may read and write: creating one (with its wallet), finding one,
// changing its own fields. Administration of users lives in modules/user-administration.

export type NewUser = {
  name: string;
  email: string;
  phone?: string | null;
  passwordHash: string;
  language?: 'ro' | 'en';
  isAdmin?: boolean;
};

/**
 * Creates a user and their credit wallet in one transaction; `within` writes more in it (the
 * welcome credits, which the users module leaves to its caller: credits depends on users).
 */
export async function insertUser(
  db: Db,
  input: NewUser,
  within?: (tx: Tx, account: { userId: number; walletId: number }) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...input, email: input.email.trim(), language: input.language ?? 'ro' })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    const [wallet] = await tx
      .insert(ledgerAccounts)
      .values({ type: 'wallet', userId: user.id })
      .returning({ id: ledgerAccounts.id });
    if (!wallet) throw new Error('wallet insert returned nothing');
    await within?.(tx, { userId: user.id, walletId: wallet.id });
    return user;
  });
}

export async function findUserByEmail(db: Db | Tx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: Db | Tx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'name' | 'email' | 'phone' | 'passwordHash' | 'language'>
>;

export async function updateUser(db: Db | Tx, id: number, changes: UserChanges, now: Date) {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!user) throw new Error('user update returned nothing');
  return user;
}

/** The locations a user is authorized for, with the date of the authorization. */
export async function findUserLocations(db: Db | Tx, userId: number) {
  return db
    .select({ id: locations.id, title: locations.title, address: locations.address, addedAt: locationUsers.addedAt })
    .from(locationUsers)
    .innerJoin(locations, eq(locations.id, locationUsers.locationId))
    .where(eq(locationUsers.userId, userId))
    .orderBy(asc(locations.title), asc(locations.id));
}
