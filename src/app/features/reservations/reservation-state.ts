import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { effectiveStatus, type ReservationStatus } from '../../../domain/reservation-status';
import { contestOpen, reportDecision } from '../../../domain/report-rules';
import { cancelDecision, finalizeDecision, withinHonestMistake, type Party } from '../../../domain/reservation-rules';
import { parseDateTime } from '../../lib/dates';
import type { Reservation } from './api/get-reservations';

export type ReservationState = {
  /** The status the clock gives now (the server's answer may be seconds old). */
  status: ReservationStatus;
  start: Date | undefined;
  end: Date | undefined;
  party: Party;
  canCancel: boolean;
  /** The driver may cancel though it started: booked less than 2 minutes ago (full refund). */
  honestMistake: boolean;
  canFinalize: boolean;
  /** The driver may report the spot taken: 10 minutes before the start to 15 after (domain/report-rules). */
  canReport: boolean;
  /** The driver's report window ended (15 minutes after the start) while the reservation runs on. */
  reportClosed: boolean;
  /** The lot's owner may contest the driver's report: within 72 hours of it, once. */
  canContest: boolean;
};

/**
 * What the caller may do with a reservation right now, decided by the same rules the server
 * applies (domain/reservation-rules), so a button is never offered only to be refused.
 */
export function reservationState(
  reservation: Reservation,
  now: Date,
  zone: string,
  isAdmin: boolean,
): ReservationState {
  const start = parseDateTime(reservation.start_time, zone);
  const end = parseDateTime(reservation.end_time, zone);
  const status =
    start && end
      ? effectiveStatus({ status: reservation.status, startTime: start, endTime: end }, now)
      : reservation.status;
  const party: Party = { isDriver: reservation.type === 'sent', isOwner: reservation.type === 'received', isAdmin };
  // A reservation kept on the device from before created_at existed has none: no grace then.
  const inGrace = withinHonestMistake(parseDateTime(reservation.created_at, zone), now);
  const canCancel = cancelDecision(party, status, inGrace).ok;
  const report =
    !reservation.report && start && end ? reportDecision(party.isDriver, status, start, end, now) : undefined;
  return {
    status,
    start,
    end,
    party,
    canCancel,
    honestMistake: canCancel && status === 'active' && !cancelDecision(party, status).ok,
    canFinalize: finalizeDecision(party, status).ok,
    canReport: report?.ok === true,
    reportClosed: report?.ok === false && report.reason === 'too_late',
    canContest: canContest(reservation, party, now, zone),
  };
}

function canContest(reservation: Reservation, party: Party, now: Date, zone: string): boolean {
  const report = reservation.report;
  if (!party.isOwner || !report || report.contested_at || report.settlement) return false;
  const reportedAt = parseDateTime(report.reported_at, zone);
  return !!reportedAt && contestOpen(reportedAt, now);
}

/** Until the start (scheduled) or the end (active); null once the reservation is closed. */
export function countdownTarget(state: ReservationState): { kind: 'start' | 'end'; at: Date } | null {
  if (state.status === 'scheduled' && state.start) return { kind: 'start', at: state.start };
  if (state.status === 'active' && state.end) return { kind: 'end', at: state.end };
  return null;
}

/**
 * '1:05:09' or '12:09' (minutes and seconds under an hour); days worded in the language's
 * plural ('1 day 03:04:05', '2 zile 03:04:05', '20 de zile 03:04:05').
 */
export function formatCountdown(ms: number, i18n: I18n): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (days > 0) {
    const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
    return i18n._(msg`${plural(days, { one: '# day', other: '# days' })} ${clock}`);
  }
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(seconds)}`;
  return `${pad(minutes)}:${pad(seconds)}`;
}
