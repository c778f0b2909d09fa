import { isValidRegistration, normalizeRegistration } from '../../../domain/automobile';
import type { LotCheckContract } from '../../../domain/contracts/passes';
import type { Deps } from '../../deps';
import { notFound, validationFailed } from '../../lib/errors';
import type { AuthUser } from '../../lib/request-auth';
import { lotOwnerId, openReservationIdNow } from './lot-check-repository';
import { passMessages as m } from './pass-messages';
import { toReservationView } from './presenter';
import { findReservationDetail } from './repository';

/**
 * The owner's look-up at the lot: the open reservation of a registration on one of their lots
 * right now, or null. Someone else's lot (or none) answers 404, so lot ids cannot be probed.
 */
export async function checkRegistration(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  user: AuthUser,
  lotId: number,
  registrationText: string,
): Promise<LotCheckContract> {
  if ((await lotOwnerId(deps.db, lotId)) !== user.id) throw notFound();
  const registration = normalizeRegistration(registrationText);
  if (!isValidRegistration(registration)) throw validationFailed({ registration: [m.registrationInvalid] });
  const now = deps.now();
  const id = await openReservationIdNow(deps.db, lotId, registration, now);
  const row = id === undefined ? undefined : await findReservationDetail(deps.db, id, now);
  return { data: row ? toReservationView(row, user.id, deps.config.APP_TIMEZONE) : null };
}
