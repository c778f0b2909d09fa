import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instanceSecrets } from '../db/schema/index';

/**
 * The installation's secret called `name`: the one stored, or `create()`'s value stored now.
 * Several processes starting at once agree on one value: the first insert wins and every
 * process reads back what was stored.
 */
export async function loadOrCreateSecret(db: Db, name: string, create: () => string): Promise<string> {
  await db.insert(instanceSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, name));
  if (!row) throw new Error(`instance secret ${name} could not be stored`);
  return row.value;
}
