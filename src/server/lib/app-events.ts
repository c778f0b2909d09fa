import { EventEmitter } from 'node:events';

/**
 * In-process domain events, emitted only after the database transaction that made the
 * change has committed. Notifications and real-time subscribe here (app.deps.events).
 */

export const reservationEventTypes = [
  'created',
  'extended',
  'cancelled',
  'started',
  'finalized',
  'expired',
  'reported',
  'contested',
  'settled',
] as const;
export type ReservationEventType = (typeof reservationEventTypes)[number];

/** Credits a transition moved (metrics count them): held into escrow, refunded, paid to the owner, kept as fee. */
export type CreditsMoved = { held?: number; refunded?: number; paid?: number; fee?: number };

export type ReservationEvent = {
  type: ReservationEventType;
  reservationId: number;
  driverId: number;
  ownerId: number;
  parkingLotId: number;
  /** Who caused it; null for the clock (sweeper or a read that settled it). */
  actorId: number | null;
  at: Date;
  /** What the transition moved in the ledger, when it moved credits. */
  credits?: CreditsMoved;
};

export type CreditsAddedEvent = {
  userId: number;
  amount: number;
  transactionId: number;
  at: Date;
  /**
   * Minted by an administrator (or a rule that grants), granted on the driver's request, the
   * new account's WELCOME_CREDITS, or bought by card.
   */
  source: 'granted' | 'requested' | 'welcome' | 'purchased';
};

/** A notification just stored for a user (in their language); Web Push sends it on. */
export type NotificationStoredEvent = {
  userId: number;
  /** What happened, e.g. 'reservation.ending_soon'. */
  type: string;
  language: string;
  notification: { id: number; title: string; message: string; url: string | null; reservation_id: number | null };
  /** The sender knows the user has no Web Push device (read with its other facts): nothing to look up. */
  noDevice?: boolean;
};

export type AppEventMap = {
  reservation: [ReservationEvent];
  'credits.added': [CreditsAddedEvent];
  'notification.stored': [NotificationStoredEvent];
};

export type AppEvents = EventEmitter<AppEventMap>;

export function createAppEvents(): AppEvents {
  const events = new EventEmitter<AppEventMap>();
  // Many subscribers (notifications, real-time, tests) are normal here.
  events.setMaxListeners(50);
  return events;
}

/**
 * Emits without letting a subscriber's failure reach the caller: the change is already
 * committed, so the request must still answer with success.
 */
export function emitSafely<K extends keyof AppEventMap>(
  events: AppEvents,
  name: K,
  payload: AppEventMap[K][0],
  onError: (err: unknown) => void,
): void {
  try {
    (events.emit as (n: K, p: AppEventMap[K][0]) => boolean)(name, payload);
  } catch (err) {
    onError(err);
  }
}
