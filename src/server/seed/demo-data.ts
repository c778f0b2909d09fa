import { count } from 'drizzle-orm';
import type { Deps, TransitionDeps } from '../deps';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { grantCredits } from '../modules/credits/index';
import { findUserByEmail, insertUser } from '../modules/users/index';
import { automobiles, users } from '../db/schema/index';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoLots } from './demo-lots';

export type DemoAccount = { role: string; email: string; password: string };

export const demoAccounts: DemoAccount[] = [
  { role: 'driver', email: 'driver@locliber.ro', password: 'driver-demo-1' },
  { role: 'owner', email: 'owner@locliber.ro', password: 'owner-demo-1' },
  { role: 'administrator', email: 'admin@locliber.ro', password: 'admin-demo-1' },
];

/**
 * The demo accounts whose demo password still signs in: the start banner prints only these,
 * never a password that was changed since (or an account that is gone). The three checks run
 * at once (argon2 works on libuv's threads), after the server listens: not on a start's path.
 */
export async function usableDemoAccounts(deps: Pick<Deps, 'db'>): Promise<DemoAccount[]> {
  const usable = await Promise.all(
    demoAccounts.map(async (account) => {
      const user = await findUserByEmail(deps.db, account.email);
      return user !== undefined && (await verifyPassword(user.passwordHash, account.password));
    }),
  );
  return demoAccounts.filter((_, i) => usable[i]);
}

/** Loads demo data into an empty database (no users yet); does nothing to one that has users. */
export async function seedDemoData(deps: TransitionDeps): Promise<void> {
  const { db } = deps;
  const [row] = await db.select({ n: count() }).from(users);
  const isEmpty = (row?.n ?? 0) === 0;
  if (isEmpty) {
    const ids: Record<string, number> = {};
    for (const account of demoAccounts) {
      const user = await insertUser(db, {
        name:
          account.role === 'driver' ? 'Andrei Popescu' : account.role === 'owner' ? 'Maria Ionescu' : 'Admin Loc Liber',
        email: account.email,
        passwordHash: await hashPassword(account.password),
        isAdmin: account.role === 'administrator',
      });
      ids[account.role] = user.id;
    }
    await seedDemoLots(db, { ownerId: ids.owner!, driverId: ids.driver! }, deps.now(), deps.config.APP_TIMEZONE);
    // The driver can book at once: a car and credits granted by the administrator.
    const [car] = await db
      .insert(automobiles)
      // Its size (a Logan's) lets the finder's "must fit my car" be tried; it fits every demo lot.
      .values({
        userId: ids.driver!,
        registrationNumber: 'B100DEM',
        make: 'Dacia',
        model: 'Logan',
        heightCm: 152,
        lengthCm: 436,
      })
      .returning();
    if (car)
      await seedDemoDocuments(
        db,
        { driverId: ids.driver!, automobileId: car.id },
        deps.now(),
        deps.config.APP_TIMEZONE,
      );
    await grantCredits(deps, {
      adminId: ids.administrator!,
      userId: ids.driver!,
      amount: 600,
      description: 'Credite demo',
    });
  }
}
