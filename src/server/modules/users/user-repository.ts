import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, users } from '../../db/schema/index';

export type NewUser = {
  name: string;
  email: string;
  phone?: string | null;
  passwordHash: string;
  language?: 'ro' | 'en';
  isAdmin?: boolean;
};

/** Creates a user and their credit wallet in one transaction. */
export async function insertUser(db: Db, input: NewUser) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...input, email: input.email.trim(), language: input.language ?? 'ro' })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(ledgerAccounts).values({ type: 'wallet', userId: user.id });
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
