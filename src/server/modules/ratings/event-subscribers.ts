import type { NotifyDeps } from '../notifications/index';
import { syncOwnerStrikes } from './strikes';

/**
 * An owner's cancel, or an administrator's refund of a report, may be a strike: recorded (and
 * a removal applied) right after the commit. The periodic sweep catches what a stopped
 * process missed, and the reports that stand once their 72 hours pass.
 */
export function subscribeStrikes(deps: NotifyDeps): void {
  deps.events.on('reservation', (event) => {
    const strike =
      (event.type === 'cancelled' && event.actorId === event.ownerId && event.driverId !== event.ownerId) ||
      event.type === 'settled';
    if (!strike) return;
    syncOwnerStrikes(deps, event.ownerId).catch((err: unknown) =>
      deps.log.error({ err, reservationId: event.reservationId }, 'owner strike sync failed'),
    );
  });
}
