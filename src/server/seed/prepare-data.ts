import { eq } from 'drizzle-orm';
import type { TransitionDeps } from '../deps';
import { hashPassword } from '../lib/passwords';
import { findUserByEmail, insertUser } from '../modules/users/index';
import { users } from '../db/schema/index';
import { seedDemoData } from './demo-data';

/**
 * Runs at every start, after migrations: makes sure the operator's administrator exists
 * (ADMIN_EMAIL + ADMIN_PASSWORD), and loads demo data into an empty database when enabled.
 */
export async function prepareData(deps: TransitionDeps): Promise<void> {
  const { config, db } = deps;
  // Demo data first: it is loaded only into an empty database.
  if (config.demoData) await seedDemoData(deps);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const existing = await findUserByEmail(db, config.ADMIN_EMAIL);
    if (existing) {
      if (!existing.isAdmin) await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    } else {
      await insertUser(db, {
        name: 'Administrator',
        email: config.ADMIN_EMAIL,
        passwordHash: await hashPassword(config.ADMIN_PASSWORD),
        isAdmin: true,
      });
    }
  }
}
