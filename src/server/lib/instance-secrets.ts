import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instanceSecrets } from '../db/schema/index';

/**
 * The installation's secret called `name`: the one stored, or `create()`'s value stored now.
 * Several processes starting at once agree on one value: the first insert wins and every
 * process reads back what was stored.
 */
export async function loadOrCreateSecret(
  db: Db,
  name: string,
  create: () => string | Promise<string>,
): Promise<string> {
  // Read first: at every start after the first the secret is there, and a read is neither a
  // write (a WAL flush on the embedded database) nor a new key generated only to be dropped.
  const stored = await readSecret(db, name);
  if (stored !== undefined) return stored;
  await db
    .insert(instanceSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const value = await readSecret(db, name);
  if (value === undefined) throw new Error(`instance secret ${name} could not be stored`);
  return value;
}

async function readSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, name));
  return row?.value;
}
