import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentFields } from '../../../domain/document-schemas';
import type { StoredDocumentKind } from '../../../domain/documents';
import type { Db, Tx } from '../../db/client';
import { automobileDocuments } from '../../db/schema/index';

export type AutomobileDocument = typeof automobileDocuments.$inferSelect;

const expiry = sql`coalesce(${automobileDocuments.expiresAt}, ${automobileDocuments.validUntil})`;

/** The column names of the wire fields (snake_case) a kind stores. */
function columns(fields: DocumentFields) {
  return {
    provider: fields.provider ?? null,
    type: fields.type ?? null,
    policyNumber: fields.policy_number ?? null,
    countryCode: fields.country_code ?? null,
    validFrom: fields.valid_from ?? null,
    validUntil: fields.valid_until ?? null,
    expiresAt: fields.expires_at ?? null,
    issueDate: fields.issue_date ?? null,
    itpLocation: fields.itp_location ?? null,
    notes: fields.notes ?? null,
  };
}

/** An automobile's documents of some kinds, newest first (latest expiry, then latest added). */
export async function listDocuments(db: Db | Tx, automobileId: number, kinds: StoredDocumentKind[]) {
  return db
    .select()
    .from(automobileDocuments)
    .where(and(eq(automobileDocuments.automobileId, automobileId), inArray(automobileDocuments.kind, kinds)))
    .orderBy(desc(expiry), desc(automobileDocuments.id));
}

export async function findDocument(db: Db | Tx, automobileId: number, kind: StoredDocumentKind, id: number) {
  const [row] = await db
    .select()
    .from(automobileDocuments)
    .where(
      and(
        eq(automobileDocuments.id, id),
        eq(automobileDocuments.automobileId, automobileId),
        eq(automobileDocuments.kind, kind),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDocument(
  db: Db | Tx,
  automobileId: number,
  kind: StoredDocumentKind,
  fields: DocumentFields,
  now: Date,
): Promise<AutomobileDocument> {
  const [row] = await db
    .insert(automobileDocuments)
    .values({ automobileId, kind, ...columns(fields), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/**
 * Replaces every field of the document (a PUT sends the whole document of its kind); undefined
 * when it was deleted meanwhile.
 */
export async function updateDocument(db: Db | Tx, id: number, fields: DocumentFields, now: Date) {
  const [row] = await db
    .update(automobileDocuments)
    .set({ ...columns(fields), updatedAt: now })
    .where(eq(automobileDocuments.id, id))
    .returning();
  return row;
}

export async function deleteDocument(db: Db | Tx, id: number): Promise<void> {
  await db.delete(automobileDocuments).where(eq(automobileDocuments.id, id));
}
