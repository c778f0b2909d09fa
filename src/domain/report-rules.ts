import type { ReservationStatus } from './reservation-status';

/**
 * "Spot taken" (PRODUCT.md, "Trust at the lot"): when a driver may report that the reserved
 * spot cannot be used, and how long the owner has to contest it. Server and app both read
 * these, so the button shows exactly when the server takes the report.
 */
export const REPORT_OPENS_BEFORE_START_MS = 10 * 60_000;
export const REPORT_CLOSES_AFTER_START_MS = 15 * 60_000;
export const CONTEST_WINDOW_MS = 72 * 60 * 60_000;
/** Reports a driver may make in REPORT_PERIOD_MS with an immediate refund; the next one waits for an administrator. */
export const REFUNDED_REPORTS_PER_PERIOD = 3;
export const REPORT_PERIOD_MS = 30 * 24 * 60 * 60_000;
/** Free lots proposed instead: at most this many, within this distance of the reported lot. */
export const REPORT_ALTERNATIVES_LIMIT = 5;
export const REPORT_ALTERNATIVES_RADIUS_M = 1000;

export const reportReasons = ['occupied', 'blocked', 'unsafe', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const REPORT_NOTE_MAX = 500;
export const CONTEST_NOTE_MAX = 1000;

export type ReportWindow = { opensAt: Date; closesAt: Date };

/** The report window of a reservation: 10 minutes before its start to 15 after (never past its end). */
export function reportWindow(start: Date, end: Date): ReportWindow {
  const closes = Math.min(start.getTime() + REPORT_CLOSES_AFTER_START_MS, end.getTime());
  return { opensAt: new Date(start.getTime() - REPORT_OPENS_BEFORE_START_MS), closesAt: new Date(closes) };
}

export type ReportDecision = { ok: true } | { ok: false; reason: 'not_driver' | 'closed' | 'too_early' | 'too_late' };

/** Whether the driver may report the spot taken now. */
export function reportDecision(
  isDriver: boolean,
  status: ReservationStatus,
  start: Date,
  end: Date,
  now: Date,
): ReportDecision {
  if (!isDriver) return { ok: false, reason: 'not_driver' };
  if (status !== 'scheduled' && status !== 'active') return { ok: false, reason: 'closed' };
  const window = reportWindow(start, end);
  if (now < window.opensAt) return { ok: false, reason: 'too_early' };
  if (now >= window.closesAt) return { ok: false, reason: 'too_late' };
  return { ok: true };
}

/** Whether the lot's owner may still contest a report made at `reportedAt`. */
export function contestOpen(reportedAt: Date, now: Date): boolean {
  return now.getTime() - reportedAt.getTime() < CONTEST_WINDOW_MS;
}
