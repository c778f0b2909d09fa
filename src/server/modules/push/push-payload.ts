import { eq } from 'drizzle-orm';
import type { NotifyPreferences, PushPayload } from '../../../domain/contracts/push';
import type { Db } from '../../db/client';
import { reservations } from '../../db/schema/index';
import type { NotificationStoredEvent } from '../../lib/app-events';
import { translate, type Language } from '../../lib/i18n';
import { createActionToken } from './action-tokens';
import { pushMessages as m } from './messages';

/** The preference that lets a notification of this type through (PRODUCT.md, Web Push). */
export function preferenceOf(type: string): keyof NotifyPreferences {
  if (type === 'reservation.ending_soon') return 'ending_soon';
  if (type.startsWith('reservation.')) return 'reservations';
  if (type.startsWith('credits.')) return 'credits';
  return 'documents';
}

/**
 * The push message of a stored notification. "Ending soon" also carries the extend and
 * finish actions, each with its own single-use token valid until the reservation ends.
 */
export async function pushPayloadOf(
  db: Db,
  event: NotificationStoredEvent,
  language: Language,
  now: Date,
): Promise<PushPayload> {
  const { notification: n } = event;
  const payload: PushPayload = {
    id: n.id,
    title: n.title,
    message: n.message,
    url: n.url,
    reservation_id: n.reservation_id,
  };
  if (event.type !== 'reservation.ending_soon' || !n.reservation_id) return payload;
  const [reservation] = await db
    .select({ endTime: reservations.endTime, status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, n.reservation_id));
  if (!reservation || reservation.endTime.getTime() <= now.getTime()) return payload;
  const claims = { userId: event.userId, reservationId: n.reservation_id, expiresAt: reservation.endTime };
  payload.actions = [
    {
      action: 'extend',
      title: translate(language, m.extendAction),
      token: await createActionToken(db, { ...claims, action: 'extend' }),
    },
    {
      action: 'finish',
      title: translate(language, m.finishAction),
      token: await createActionToken(db, { ...claims, action: 'finish' }),
    },
  ];
  return payload;
}
