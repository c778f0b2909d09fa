import { z } from 'zod';
import { CONTEST_NOTE_MAX, REPORT_NOTE_MAX, reportReasons } from '../report-rules';
import { apiDateTime } from './common';
import { finderLotContract } from './finder';
import { contestEvidenceContract } from './pass-checks';

/** POST /reservations/{id}/report: the driver says the spot cannot be used. */
export const reportRequest = z.object({
  reason: z.enum(reportReasons),
  note: z.string().trim().max(REPORT_NOTE_MAX).nullish(),
});
export type ReportRequest = z.infer<typeof reportRequest>;

/** POST /reservations/{id}/contest: the lot's owner disputes a report (within 72 hours). */
export const contestRequest = z.object({ note: z.string().trim().min(1).max(CONTEST_NOTE_MAX) });
export type ContestRequest = z.infer<typeof contestRequest>;

/**
 * A report as the driver, the owner and administrators see it. `held`: the driver's fourth
 * report in 30 days, whose hold stays in escrow until an administrator settles it.
 * `settlement`: an administrator's decision, once ('charge': paid as if finalized at the
 * report's time; 'refund': the driver keeps, or gets back, everything).
 */
export const reservationReportContract = z.object({
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  reported_at: apiDateTime,
  held: z.boolean(),
  contested_at: apiDateTime.nullable(),
  contest_note: z.string().nullable(),
  /** The owner's check that contested the report by itself (the car seen on the lot after it); null otherwise. */
  contest_evidence: contestEvidenceContract.nullable(),
  settlement: z.enum(['charge', 'refund']).nullable(),
  settled_at: apiDateTime.nullable(),
});
export type ReservationReportContract = z.infer<typeof reservationReportContract>;

/** A free lot proposed instead of the reported one: the finder's lot and its distance from the reported one. */
export const reportAlternativeContract = finderLotContract.extend({ distance_m: z.number().int() });
export type ReportAlternativeContract = z.infer<typeof reportAlternativeContract>;

/** PUT /admin/reservations/{id} {settle}: decide a contested or held report, once. */
export const adminSettleRequest = z.object({ settle: z.enum(['charge', 'refund']) });

/** The admin list's `reported` filter: every reported reservation, or those awaiting a decision (contested or held, not settled). */
export const reportedFilterValues = ['any', 'awaiting'] as const;
