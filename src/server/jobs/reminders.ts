import { DateTime } from 'luxon';
import { dueReminder, EXPIRED_NOTICE_DAYS, EXPIRING_DAYS } from '../../domain/documents';
import type { Deps } from '../deps';
import type { DocumentKind } from '../db/schema/automobiles';
import { documentNames, notifyUser, type NotificationValue, type NotifyDeps } from '../modules/notifications/index';
import type { Job } from './job-runner';
import { documentsExpiringBetween, licencesExpiringBetween, reservationsEndingBetween } from './reminders-queries';

const ENDING_SOON_MINUTES = 10;

export const REMINDERS_INTERVAL_MS = 10 * 60 * 1000;
export const ENDING_SOON_INTERVAL_MS = 30 * 1000;

/** Route segments of each kind: a reminder opens that document's own page (SPEC.md route table). */
const documentPages: Record<DocumentKind, string> = {
  technical_inspection: 'technical-inspections',
  insurance: 'insurances',
  road_tax: 'road-taxes',
  first_aid_kit: 'first-aid-kit-reminders',
  fire_extinguisher: 'fire-extinguisher-reminders',
};

function displayDate(isoDate: string): string {
  return DateTime.fromISO(isoDate).toFormat('dd/MM/yyyy');
}

/**
 * Sends the expiry reminders due at `now` for automobile documents and driving licences.
 * Exactly once each: the dedupe key (item, threshold, expiry date) is unique in the database,
 * so overlapping runs and several processes cannot both send one; a renewed expiry date
 * starts a fresh series.
 */
export async function runReminders(deps: NotifyDeps, now: Date): Promise<number> {
  const zone = deps.config.APP_TIMEZONE;
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const from = today.minus({ days: EXPIRED_NOTICE_DAYS }).toISODate() ?? '';
  const to = today.plus({ days: EXPIRING_DAYS }).toISODate() ?? '';
  const daysLeft = (expiry: string) => Math.round(DateTime.fromISO(expiry, { zone }).diff(today, 'days').days);
  let sent = 0;
  /** One item's reminder, when one of its thresholds is due; `subject` is its notification type's stem. */
  const remind = async (
    item: { userId: number; expiry: string },
    subject: 'document' | 'driving_licence',
    values: Record<string, NotificationValue>,
    url: string,
    dedupeItem: string,
  ) => {
    const left = daysLeft(item.expiry);
    const threshold = dueReminder(left);
    if (threshold === undefined) return;
    const type = threshold === 0 ? (`${subject}.expired` as const) : (`${subject}.expiring` as const);
    const notification = await notifyUser(deps, {
      userId: item.userId,
      type,
      messageId: type,
      values: { ...values, date: displayDate(item.expiry), days: left },
      url,
      dedupeKey: `${dedupeItem}:${threshold}:${item.expiry}`,
    });
    if (notification) sent += 1;
  };

  for (const doc of await documentsExpiringBetween(deps.db, from, to)) {
    await remind(
      doc,
      'document',
      { document: documentNames[doc.kind], registration: doc.registration },
      `/automobiles/${doc.automobileId}/${documentPages[doc.kind]}/${doc.id}/edit`,
      `doc:${doc.id}`,
    );
  }
  for (const licence of await licencesExpiringBetween(deps.db, from, to)) {
    await remind(
      licence,
      'driving_licence',
      { document: documentNames.driving_licence, number: licence.number },
      `/driving-licenses/${licence.id}/edit`,
      `licence:${licence.id}`,
    );
  }
  return sent;
}

/** Tells drivers whose reservation ends within 10 minutes; once per end (an extension is told again). */
export async function runEndingSoon(deps: NotifyDeps, now: Date): Promise<number> {
  const until = new Date(now.getTime() + ENDING_SOON_MINUTES * 60 * 1000);
  let sent = 0;
  for (const reservation of await reservationsEndingBetween(deps.db, now, until)) {
    const notification = await notifyUser(deps, {
      userId: reservation.driverId,
      type: 'reservation.ending_soon',
      messageId: 'reservation.ending_soon',
      values: {
        place: reservation.place,
        registration: reservation.registration,
        start: reservation.start,
        end: reservation.end,
      },
      // Leaving, the driver may be asked for the pass at the gate; the pass links to the reservation.
      url: `/reservations/${reservation.id}/pass`,
      reservationId: reservation.id,
      dedupeKey: `reservation:${reservation.id}:ending_soon:${reservation.end.toISOString()}:${reservation.driverId}`,
    });
    if (notification) sent += 1;
  }
  return sent;
}

/** The reminder jobs for the job runner (jobs/app-jobs.ts); safe in every process at once. */
export function reminderJobs(deps: Pick<Deps, 'config' | 'db' | 'realtime' | 'now' | 'events' | 'log'>): Job[] {
  return [
    { name: 'expiry-reminders', intervalMs: REMINDERS_INTERVAL_MS, run: () => runReminders(deps, deps.now()) },
    {
      name: 'reservation-ending-soon',
      intervalMs: ENDING_SOON_INTERVAL_MS,
      run: () => runEndingSoon(deps, deps.now()),
    },
  ];
}
