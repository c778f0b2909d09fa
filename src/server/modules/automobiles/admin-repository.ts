import { and, eq, ilike, sql } from 'drizzle-orm';
import type { AdminAutomobileContract } from '../../../domain/contracts/admin-records';
import type { Db } from '../../db/client';
import { automobileDocuments, automobiles, users } from '../../db/schema/index';
import { containsPattern, sortedAdminList, type ListQuery, type ListSort, type ListTotal } from '../../lib/admin-list';

const automobileSort: ListSort = {
  fallback: 'registration_number',
  columns: { registration_number: automobiles.registrationNumber, make: automobiles.make, owner: users.name },
  id: automobiles.id,
};

const columns = {
  id: automobiles.id,
  registration_number: automobiles.registrationNumber,
  make: automobiles.make,
  model: automobiles.model,
  vin: automobiles.vin,
  owner_id: users.id,
  owner_name: users.name,
  owner_email: users.email,
};

/** Registration, make or owner (name or email) contains q; or one owner's automobiles. */
export async function pageAutomobiles(
  db: Db,
  query: ListQuery & { q?: string; user_id?: number },
): Promise<{ rows: AdminAutomobileContract[]; total: ListTotal }> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const registration = query.q ? containsPattern(query.q.replace(/[\s-]/g, '').toUpperCase()) : undefined;
  const where = and(
    // One index-served set per searched table, joined by id (an OR across the joined tables
    // would read every automobile).
    pattern && registration
      ? sql`${automobiles.id} in (
          select id from ${automobiles}
            where ${ilike(automobiles.registrationNumber, registration)} or ${ilike(automobiles.make, pattern)}
          union
          select ${automobiles.id} from ${automobiles} join ${users} on ${users.id} = ${automobiles.userId}
            where ${ilike(users.name, pattern)} or ${ilike(users.email, pattern)})`
      : undefined,
    query.user_id ? eq(automobiles.userId, query.user_id) : undefined,
  );
  // The conditions name automobile columns only, and every automobile has its owner.
  return sortedAdminList(
    db,
    db.select(columns).from(automobiles).innerJoin(users, eq(users.id, automobiles.userId)).$dynamic(),
    { table: automobiles, where },
    automobileSort,
    query,
  );
}

export async function findAdminAutomobile(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(automobiles)
    .innerJoin(users, eq(users.id, automobiles.userId))
    .where(eq(automobiles.id, id));
  if (!row) return undefined;
  const documents = await db
    .select({
      id: automobileDocuments.id,
      kind: automobileDocuments.kind,
      expiresAt: automobileDocuments.expiresAt,
      validUntil: automobileDocuments.validUntil,
    })
    .from(automobileDocuments)
    .where(eq(automobileDocuments.automobileId, id))
    .orderBy(automobileDocuments.kind, automobileDocuments.id);
  return { row, documents };
}
