import type { FastifyInstance } from 'fastify';
import { purgeIdempotencyKeys } from '../lib/idempotency';
import { foldLedgerTotals, prepareDayExports } from '../modules/credits/index';
import { publishMissedNotifications } from '../modules/notifications/index';
import { sendRatingPrompts, sweepOwnerStrikes } from '../modules/ratings/index';
import { runSeriesRenewals } from '../modules/reservation-series/index';
import { startJobs, type Job, type JobRunner } from './job-runner';
import { reminderJobs } from './reminders';
import { sweepReservations } from './reservation-sweeper';

export const SWEEP_INTERVAL_MS = 30_000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const FOLD_INTERVAL_MS = 60_000;
const OUTBOX_INTERVAL_MS = 5_000;
const DAY_EXPORTS_INTERVAL_MS = 60_000;
const RATING_PROMPTS_INTERVAL_MS = 10 * 60 * 1000;
const OWNER_STRIKES_INTERVAL_MS = 5 * 60 * 1000;
export const SERIES_RENEWAL_INTERVAL_MS = 10 * 60 * 1000;

/** The periodic jobs of a server process (JOBS=on). Each is safe to run in every process at once. */
export function appJobs(app: FastifyInstance): Job[] {
  const { deps } = app;
  return [
    { name: 'reservation-sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => sweepReservations(deps) },
    { name: 'idempotency-purge', intervalMs: PURGE_INTERVAL_MS, run: () => purgeIdempotencyKeys(deps.db, deps.now()) },
    // Keeps the admin transactions list's totals a sum of a few hundred rows (admin-totals.ts).
    { name: 'ledger-totals-fold', intervalMs: FOLD_INTERVAL_MS, run: () => foldLedgerTotals(deps.db) },
    // Each day's admin transactions CSV, made once the day ends (modules/credits/day-exports.ts).
    {
      name: 'day-exports',
      intervalMs: DAY_EXPORTS_INTERVAL_MS,
      run: () => prepareDayExports(deps, deps.config.APP_TIMEZONE, 4),
    },
    // Publishes the real-time events a process killed between commit and publish never sent.
    { name: 'notification-outbox', intervalMs: OUTBOX_INTERVAL_MS, run: () => publishMissedNotifications(deps) },
    // Monthly parking: the renewal notice, then the next block held (modules/reservation-series).
    { name: 'series-renewal', intervalMs: SERIES_RENEWAL_INTERVAL_MS, run: () => runSeriesRenewals(deps) },
    ...reminderJobs(deps),
    // The day after a reservation ends, each party is asked to rate (docs/ratings.md).
    { name: 'rating-prompts', intervalMs: RATING_PROMPTS_INTERVAL_MS, run: () => sendRatingPrompts(deps) },
    // Reports that stood past their 72 hours become strikes; three in 30 days take lots out of search.
    { name: 'owner-strikes', intervalMs: OWNER_STRIKES_INTERVAL_MS, run: () => sweepOwnerStrikes(deps) },
  ];
}

/** Starts the jobs when the app is ready and stops them (waiting for runs) when it closes. */
export function registerJobs(app: FastifyInstance): void {
  let runner: JobRunner | undefined;
  app.addHook('onReady', async () => {
    runner = startJobs(appJobs(app), app.log, undefined, app.deps.metrics.observeJob);
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
