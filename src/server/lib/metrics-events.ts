import type { AppEvents } from './app-events';
import type { AppMetrics } from './metrics';

/**
 * Counts what the domain reports after each commit: a booking when it is committed (never a
 * replayed answer of an Idempotency-Key), and the credits each transition moved. Counting here
 * rather than where the rows are written keeps a rolled-back transaction out of the figures.
 */
export function countDomainEvents(events: AppEvents, metrics: AppMetrics): void {
  if (!metrics.enabled) return;
  events.on('reservation', (event) => {
    if (event.type === 'created') metrics.countBooking('booked');
    const moved = event.credits;
    if (!moved) return;
    metrics.countCredits('held', moved.held ?? 0);
    metrics.countCredits('refunded', moved.refunded ?? 0);
    metrics.countCredits('paid', moved.paid ?? 0);
    metrics.countCredits('fee', moved.fee ?? 0);
  });
  // A request's grant is an administrator's grant.
  events.on('credits.added', (event) =>
    metrics.countCredits(event.source === 'requested' ? 'granted' : event.source, event.amount),
  );
}
