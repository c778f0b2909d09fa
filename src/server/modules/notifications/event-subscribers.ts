import type { FastifyBaseLogger } from 'fastify';
import type { AppEvents, CreditsAddedEvent, ReservationEvent } from '../../lib/app-events';
import type { ServerMessage } from '../../lib/i18n';
import { notificationMessages as m } from './messages';
import { findReservationFacts, type ReservationFacts } from './reservation-facts';
import { notifyUser, type NotifyDeps, type NotifyInput } from './service';

type Notice = { recipients: number[]; kind: string; title: ServerMessage; message: ServerMessage };

/** Who hears of a reservation event, and what they read (PRODUCT.md, real-time and notifications). */
function noticeFor(event: ReservationEvent): Notice | undefined {
  switch (event.type) {
    case 'created':
      // Stored by the booking's own transaction (receivedNotice) and delivered after its commit.
      return undefined;
    case 'extended':
      return { recipients: [event.ownerId], kind: 'extended', title: m.extendedTitle, message: m.extendedMessage };
    case 'cancelled': {
      // The other party; when neither party did it (an administrator), both.
      const recipients =
        event.actorId === event.driverId
          ? [event.ownerId]
          : event.actorId === event.ownerId
            ? [event.driverId]
            : [event.driverId, event.ownerId];
      return { recipients, kind: 'cancelled', title: m.cancelledTitle, message: m.cancelledMessage };
    }
    case 'reported':
      return { recipients: [event.ownerId], kind: 'reported', title: m.reportedTitle, message: m.reportedMessage };
    case 'contested':
      return { recipients: [event.driverId], kind: 'contested', title: m.contestedTitle, message: m.contestedMessage };
    case 'settled':
      return {
        recipients: [event.driverId, event.ownerId],
        kind: 'settled',
        title: m.settledTitle,
        message: m.settledMessage,
      };
    case 'started':
      return { recipients: [event.driverId], kind: 'started', title: m.startedTitle, message: m.startedMessage };
    case 'finalized':
      return { recipients: [event.ownerId], kind: 'finalized', title: m.finalizedTitle, message: m.finalizedMessage };
    case 'expired':
      return {
        recipients: [event.driverId, event.ownerId],
        kind: 'expired',
        title: m.expiredTitle,
        message: m.expiredMessage,
      };
    default:
      return undefined;
  }
}

/** Makes a reservation's notice exactly-once per kind and recipient (an extension adds its new end). */
const noticeKey = (reservationId: number, kind: string, userId: number) =>
  `reservation:${reservationId}:${kind}:${userId}`;

export function reservationValues(facts: Pick<ReservationFacts, 'place' | 'registration' | 'start' | 'end'>) {
  return { place: facts.place, registration: facts.registration, start: facts.start, end: facts.end };
}

/** The owner's "reservation received": written in the booking's transaction, so a crash after commit loses none. */
export function receivedNotice(
  facts: Pick<ReservationFacts, 'id' | 'ownerId' | 'place' | 'registration' | 'start' | 'end'>,
): NotifyInput {
  return {
    userId: facts.ownerId,
    type: 'reservation.received',
    title: m.receivedTitle,
    message: m.receivedMessage,
    values: reservationValues(facts),
    url: `/reservations/${facts.id}`,
    reservationId: facts.id,
    dedupeKey: noticeKey(facts.id, 'received', facts.ownerId),
  };
}

export async function notifyReservationEvent(deps: NotifyDeps, event: ReservationEvent): Promise<void> {
  const notice = noticeFor(event);
  if (!notice) return;
  const facts = await findReservationFacts(deps.db, event.reservationId);
  if (!facts) return;
  const languages = new Map([
    [facts.driverId, facts.driverLanguage],
    [facts.ownerId, facts.ownerLanguage],
  ]);
  // A cancellation's reason is quoted to whoever reads of it; a report's is worded.
  const withReason = notice.kind === 'cancelled' && facts.cancelReason;
  const reported: Record<string, string> = notice.kind === 'reported' ? { reason: facts.reportReason ?? 'other' } : {};
  // A report contested by the owner's check (the car seen on the lot after it) says so.
  const byCheck = notice.kind === 'contested' ? facts.contestCheckedAt : null;
  for (const userId of new Set(notice.recipients)) {
    const language = languages.get(userId);
    if (language === undefined) continue;
    await notifyUser(
      deps,
      {
        userId,
        type: `reservation.${notice.kind}`,
        title: notice.title,
        message: withReason ? m.cancelledWithReasonMessage : byCheck ? m.contestedByCheckMessage : notice.message,
        values: withReason
          ? { ...reservationValues(facts), reason: withReason }
          : byCheck
            ? { ...reservationValues(facts), checked_at: byCheck }
            : { ...reservationValues(facts), ...reported },
        url: `/reservations/${facts.id}`,
        reservationId: facts.id,
        // An extension can happen more than once: each new end is its own event.
        dedupeKey:
          notice.kind === 'extended'
            ? noticeKey(facts.id, `extended:${facts.end.toISOString()}`, userId)
            : noticeKey(facts.id, notice.kind, userId),
      },
      { language },
    );
  }
}

/** What a driver reads of credits added, by where they came from. */
const creditsNotice: Record<
  CreditsAddedEvent['source'],
  { type: string; title: ServerMessage; message: ServerMessage }
> = {
  granted: { type: 'credits.added', title: m.creditsAddedTitle, message: m.creditsAddedMessage },
  purchased: { type: 'credits.added', title: m.creditsAddedTitle, message: m.creditsAddedMessage },
  welcome: { type: 'credits.welcome', title: m.welcomeTitle, message: m.welcomeMessage },
  requested: {
    type: 'credit_request.granted',
    title: m.requestGrantedTitle,
    message: m.requestGrantedMessage,
  },
};

export async function notifyCreditsAdded(deps: NotifyDeps, event: CreditsAddedEvent): Promise<void> {
  await notifyUser(deps, {
    userId: event.userId,
    ...creditsNotice[event.source],
    values: { amount: event.amount },
    url: '/credits',
    dedupeKey: `credits:${event.transactionId}:${event.userId}`,
  });
}

/** Turns committed domain events into notifications; a failure is logged, never thrown at the emitter. */
export function subscribeNotifications(events: AppEvents, deps: NotifyDeps, log: FastifyBaseLogger): void {
  events.on('reservation', (event) => {
    notifyReservationEvent(deps, event).catch((err: unknown) =>
      log.error({ err, reservationId: event.reservationId, type: event.type }, 'reservation notification failed'),
    );
  });
  events.on('credits.added', (event) => {
    notifyCreditsAdded(deps, event).catch((err: unknown) => log.error({ err }, 'credits notification failed'));
  });
}
