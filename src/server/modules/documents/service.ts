import { calendarDateIn } from '../../../domain/calendar-date';
import type { BookingWarningContract } from '../../../domain/contracts/documents';
import type { DocumentFields } from '../../../domain/document-schemas';
import { bookingWarnings, storedKindOf, type ApiDocumentKind } from '../../../domain/documents';
import type { DbClock, Deps } from '../../deps';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { notFound } from '../../lib/errors';
import { getAutomobile } from '../automobiles/index';
import { deleteDocument, findDocument, insertDocument, listDocuments, updateDocument } from './repository';

/** The user's own automobile, or 404 (another's id reads as an unknown one). */
const ownAutomobile = getAutomobile;

export async function listKind(deps: Pick<Deps, 'db'>, userId: number, automobileId: number, kind: ApiDocumentKind) {
  await ownAutomobile(deps, userId, automobileId);
  return listDocuments(deps.db, automobileId, [storedKindOf(kind)]);
}

export async function addDocument(
  deps: DbClock,
  userId: number,
  automobileId: number,
  kind: ApiDocumentKind,
  fields: DocumentFields,
) {
  await ownAutomobile(deps, userId, automobileId);
  try {
    return await insertDocument(deps.db, automobileId, storedKindOf(kind), fields, deps.now());
  } catch (error) {
    // The automobile was deleted between the check and the insert: gone, like an unknown id.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}

async function ownDocument(
  deps: Pick<Deps, 'db'>,
  userId: number,
  automobileId: number,
  kind: ApiDocumentKind,
  id: number,
) {
  await ownAutomobile(deps, userId, automobileId);
  const doc = await findDocument(deps.db, automobileId, storedKindOf(kind), id);
  if (!doc) throw notFound();
  return doc;
}

export async function changeDocument(
  deps: DbClock,
  userId: number,
  ids: { automobileId: number; id: number },
  kind: ApiDocumentKind,
  fields: DocumentFields,
) {
  const doc = await ownDocument(deps, userId, ids.automobileId, kind, ids.id);
  // Deleted between the read and the change (a DELETE racing this PUT): gone, like an unknown id.
  const updated = await updateDocument(deps.db, doc.id, fields, deps.now());
  if (!updated) throw notFound();
  return updated;
}

export async function removeDocument(
  deps: Pick<Deps, 'db'>,
  userId: number,
  ids: { automobileId: number; id: number },
  kind: ApiDocumentKind,
) {
  const doc = await ownDocument(deps, userId, ids.automobileId, kind, ids.id);
  await deleteDocument(deps.db, doc.id);
}

/** A document as the booking warnings read it (the stored kind, and the insurance's type). */
export type WarnedDocument = {
  id: number;
  kind: string;
  type: string | null;
  expires_at: string | null;
  valid_until: string | null;
};

/**
 * The warnings a booking with a car holding these documents carries, ending at `end`: its
 * current ITP, RCA insurance or road tax expired, or expiring before the reservation's last
 * day (in the app's zone; domain bookingWarnings).
 */
export function warningsFromDocuments(
  docs: readonly WarnedDocument[],
  now: Date,
  end: Date,
  zone: string,
): BookingWarningContract[] {
  return bookingWarnings(
    {
      'technical-inspections': docs.filter((d) => d.kind === 'technical_inspection'),
      insurances: docs.filter((d) => d.kind === 'insurance'),
      'road-taxes': docs.filter((d) => d.kind === 'road_tax'),
    },
    calendarDateIn(now, zone),
    calendarDateIn(end, zone),
  );
}
