import type { ReservationReportContract } from '../../../../domain/contracts/reservation-reports';

/** A report an administrator must decide (the list's `reported=awaiting`): contested or held, not settled yet. */
export const awaitingDecision = (report: ReservationReportContract): boolean =>
  report.settlement === null && (report.held || report.contested_at !== null);
