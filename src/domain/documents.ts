import { daysBetween } from './calendar-date';

/**
 * The five automobile document kinds, by their three names: stored (database), API path
 * segment and app route segment (PRODUCT.md, Documents and licences).
 */
export const documentKindNames = [
  { stored: 'technical_inspection', api: 'technical-inspections', route: 'technical-inspections' },
  { stored: 'insurance', api: 'insurances', route: 'insurances' },
  { stored: 'road_tax', api: 'road-taxes', route: 'road-taxes' },
  { stored: 'first_aid_kit', api: 'first-aid-kits', route: 'first-aid-kit-reminders' },
  { stored: 'fire_extinguisher', api: 'fire-extinguishers', route: 'fire-extinguisher-reminders' },
] as const;

export type StoredDocumentKind = (typeof documentKindNames)[number]['stored'];
export type ApiDocumentKind = (typeof documentKindNames)[number]['api'];
export type RouteDocumentKind = (typeof documentKindNames)[number]['route'];

export const apiDocumentKinds = documentKindNames.map((k) => k.api) as readonly ApiDocumentKind[];

export const routeKindOf = (api: ApiDocumentKind): RouteDocumentKind =>
  documentKindNames.find((k) => k.api === api)?.route ?? 'technical-inspections';
export const apiKindOfRoute = (route: RouteDocumentKind): ApiDocumentKind =>
  documentKindNames.find((k) => k.route === route)?.api ?? 'technical-inspections';
export const storedKindOf = (api: ApiDocumentKind): StoredDocumentKind =>
  documentKindNames.find((k) => k.api === api)?.stored ?? 'technical_inspection';

export const insuranceTypes = ['RCA', 'CASCO', 'other'] as const;

/** A document or licence with 30 days or less left is "expiring". */
export const EXPIRING_DAYS = 30;

/** Days before expiry when a reminder goes out (the first at EXPIRING_DAYS); 0 is the "has expired" notice. */
export const REMINDER_THRESHOLDS = [EXPIRING_DAYS, 7, 1, 0] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];
/** An expiry older than this gets no "has expired" notice (e.g. a document entered long after). */
export const EXPIRED_NOTICE_DAYS = 7;

/**
 * The reminder due with `daysLeft` to the expiry: the smallest threshold not yet passed. A run
 * that was missed (server down that day) still sends the current one, and only that one: no
 * stale "30 days" after the "7 days" one.
 */
export function dueReminder(daysLeft: number): ReminderThreshold | undefined {
  if (daysLeft < -EXPIRED_NOTICE_DAYS || daysLeft > EXPIRING_DAYS) return undefined;
  return [...REMINDER_THRESHOLDS].reverse().find((threshold) => daysLeft <= threshold);
}

export type ExpiryState =
  | { state: 'none' }
  | { state: 'valid' | 'expiring'; expiry: string; daysLeft: number }
  | { state: 'expired'; expiry: string; daysLeft: number };

type WithExpiry = { expires_at: string | null; valid_until: string | null };

/** A document's expiry: expires_at, or valid_until where the kind has it. */
export const documentExpiry = (doc: WithExpiry): string | null => doc.expires_at ?? doc.valid_until;

/** The state of something that expires on `expiry` (inclusive), seen on `today`. */
export function expiryState(expiry: string | null | undefined, today: string): ExpiryState {
  if (!expiry) return { state: 'none' };
  const daysLeft = daysBetween(today, expiry);
  if (daysLeft < 0) return { state: 'expired', expiry, daysLeft };
  return { state: daysLeft <= EXPIRING_DAYS ? 'expiring' : 'valid', expiry, daysLeft };
}

/** The current document of a kind: the one with the latest expiry (then the newest). */
export function currentDocument<T extends WithExpiry & { id: number }>(docs: readonly T[]): T | undefined {
  return sortNewestFirst(docs)[0];
}

/** Newest first: latest expiry first, then the most recently added. */
export function sortNewestFirst<T extends WithExpiry & { id: number }>(docs: readonly T[]): T[] {
  return [...docs].sort((a, b) => {
    const ea = documentExpiry(a) ?? '';
    const eb = documentExpiry(b) ?? '';
    return ea === eb ? b.id - a.id : ea < eb ? 1 : -1;
  });
}

export type BookingWarning = {
  code: 'expired' | 'expires_before_end';
  document_kind: 'technical-inspections' | 'insurances' | 'road-taxes';
  expires_at: string;
};

type WarnedDocs = {
  'technical-inspections': readonly (WithExpiry & { id: number })[];
  insurances: readonly (WithExpiry & { id: number; type: string | null })[];
  'road-taxes': readonly (WithExpiry & { id: number })[];
};

/**
 * Booking with a car whose current ITP, RCA insurance or road tax has expired (before
 * `today`) or expires before the reservation's last day (`endDate`) is allowed, with these
 * warnings. A kind with nothing recorded gives none: the app cannot know.
 */
export function bookingWarnings(docs: WarnedDocs, today: string, endDate: string): BookingWarning[] {
  const currents = {
    'technical-inspections': currentDocument(docs['technical-inspections']),
    insurances: currentDocument(docs.insurances.filter((d) => d.type === 'RCA')),
    'road-taxes': currentDocument(docs['road-taxes']),
  };
  const warnings: BookingWarning[] = [];
  for (const [kind, doc] of Object.entries(currents) as [BookingWarning['document_kind'], WithExpiry | undefined][]) {
    const expiry = doc ? documentExpiry(doc) : null;
    if (!expiry) continue;
    if (expiry < today) warnings.push({ code: 'expired', document_kind: kind, expires_at: expiry });
    else if (expiry < endDate) warnings.push({ code: 'expires_before_end', document_kind: kind, expires_at: expiry });
  }
  return warnings;
}
