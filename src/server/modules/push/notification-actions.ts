import type { NotificationActionResult } from '../../../domain/contracts/reservation-actions';
import type { TransitionDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { defaultLanguage, isLanguage, translate, type Language } from '../../lib/i18n';
import { changeReservationStatus, extendReservation, getReservation } from '../reservations/index';
import { findUserById } from '../users/index';
import { readActionToken, releaseActionToken, spendActionToken } from './action-tokens';
import { pushMessages as m } from './messages';

const EXTEND_MINUTES = 30;

export type ActionOutcome =
  { ok: true; result: NotificationActionResult } | { ok: false; status: number; message: string };

/**
 * POST /reservations/{id}/actions {token}: what a notification's button does, without a
 * session. The token must be genuine, for this reservation, unexpired and unused; it is
 * spent before the action runs, so a second post does nothing, and released when the action
 * is refused, so it can be tried again once the reason is gone. The answer is written in the
 * driver's language, ready for the service worker to show.
 */
export async function performNotificationAction(
  deps: TransitionDeps,
  id: number,
  token: string,
): Promise<ActionOutcome> {
  const now = deps.now();
  const claims = await readActionToken(deps.db, token, id, now);
  const user = claims ? await findUserById(deps.db, claims.userId) : undefined;
  const refuse = (language: Language, status = 403): ActionOutcome => ({
    ok: false,
    status,
    message: translate(language, m.invalidToken),
  });
  if (!claims || !user) return refuse(defaultLanguage);
  const language = isLanguage(user.language) ? user.language : defaultLanguage;
  if (!(await spendActionToken(deps.db, claims.nonce, claims.expiresAt))) return refuse(language, 409);
  try {
    if (claims.action === 'extend') {
      await extendReservation(deps, user, id, { minutes: EXTEND_MINUTES });
      const view = await getReservation(deps, user, id);
      const end = (view.end_time ?? '').slice(11, 16);
      return {
        ok: true,
        result: {
          action: 'extend',
          reservation_id: id,
          end_time: view.end_time,
          title: translate(language, m.extendedTitle),
          message: translate(language, m.extendedMessage, { end }),
        },
      };
    }
    const view = await changeReservationStatus(deps, user, id, 'finalized');
    const paid = view.credits_paid ?? 0;
    return {
      ok: true,
      result: {
        action: 'finish',
        reservation_id: id,
        end_time: view.end_time,
        title: translate(language, m.finishedTitle),
        message: translate(language, m.finishedMessage, { paid, refunded: view.credits_reserved - paid }),
      },
    };
  } catch (err) {
    if (err instanceof AppError) {
      // Refused (the balance, the next booking, the reservation's state): nothing was done, so
      // the button may be tried again, e.g. after a top-up.
      await releaseActionToken(deps.db, claims.nonce);
      return { ok: false, status: err.statusCode, message: translate(language, err.userMessage, err.values) };
    }
    throw err;
  }
}
