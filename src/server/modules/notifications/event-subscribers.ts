import type { FastifyBaseLogger } from 'fastify';
import type { AppEvents, CreditsAddedEvent, ReservationEvent } from '../../lib/app-events';
import { findReservationFacts, type ReservationFacts } from './reservation-facts';
import { notifyUser, type NotifyDeps, type NotifyInput } from './service';
import type { NotificationMessageId, NotificationValue } from './texts';

type Notice = { recipients: number[]; kind: Exclude<ReservationEvent['type'], 'created'> };

/** Who hears of a reservation event (PRODUCT.md, real-time and notifications). */
function noticeFor(event: ReservationEvent): Notice | undefined {
  switch (event.type) {
    case 'created':
      // Stored by the booking's own transaction (receivedNotice) and delivered after its commit.
      return undefined;
    case 'extended':
    case 'reported':
    case 'finalized':
      return { recipients: [event.ownerId], kind: event.type };
    case 'cancelled': {
      // The other party; when neither party did it (an administrator), both.
      const recipients =
        event.actorId === event.driverId
          ? [event.ownerId]
          : event.actorId === event.ownerId
            ? [event.driverId]
            : [event.driverId, event.ownerId];
      return { recipients, kind: 'cancelled' };
    }
    case 'contested':
    case 'started':
      return { recipients: [event.driverId], kind: event.type };
    case 'settled':
    case 'expired':
      return { recipients: [event.driverId, event.ownerId], kind: event.type };
    default:
      return undefined;
  }
}

/**
 * What a reservation's notice says: its message id and parameters. A cancellation's reason is
 * quoted, a report's is worded, a report contested by the owner's check (the car seen on the
 * lot after it) says so, and a settled report says its outcome and what it meant in credits.
 */
function noticeMessage(
  kind: Notice['kind'],
  facts: ReservationFacts,
): { messageId: NotificationMessageId; values: Record<string, NotificationValue> } {
  const values = reservationValues(facts);
  if (kind === 'cancelled' && facts.cancelReason)
    return { messageId: 'reservation.cancelled.with_reason', values: { ...values, reason: facts.cancelReason } };
  if (kind === 'reported')
    return { messageId: 'reservation.reported', values: { ...values, reason: facts.reportReason ?? 'other' } };
  if (kind === 'contested' && facts.contestCheckedAt)
    return { messageId: 'reservation.contested.by_check', values: { ...values, checked_at: facts.contestCheckedAt } };
  if (kind === 'settled' && facts.settlement === 'refund') return { messageId: 'reservation.settled.upheld', values };
  if (kind === 'settled' && facts.settlement === 'charge')
    return { messageId: 'reservation.settled.rejected', values: { ...values, credits: facts.creditsPaid } };
  return { messageId: `reservation.${kind}` as const, values };
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
    messageId: 'reservation.received',
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
  const { messageId, values } = noticeMessage(notice.kind, facts);
  for (const userId of new Set(notice.recipients)) {
    const language = languages.get(userId);
    if (language === undefined) continue;
    await notifyUser(
      deps,
      {
        userId,
        type: `reservation.${notice.kind}`,
        messageId,
        values,
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

/** What a driver reads of credits added, by where they came from: the type is the message id. */
const creditsNotice: Record<CreditsAddedEvent['source'], NotificationMessageId> = {
  granted: 'credits.added',
  purchased: 'credits.added',
  welcome: 'credits.welcome',
  requested: 'credit_request.granted',
};

export async function notifyCreditsAdded(deps: NotifyDeps, event: CreditsAddedEvent): Promise<void> {
  await notifyUser(deps, {
    userId: event.userId,
    type: creditsNotice[event.source],
    messageId: creditsNotice[event.source],
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
