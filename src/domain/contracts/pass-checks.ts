import { z } from 'zod';
import { registrationNumberSchema } from '../automobile-schemas';
import { LOT_CHECKS_PER_UPLOAD, lotCheckVerdicts, revocationReasons } from '../pass-revocation';
import { apiDateTime, dataBody, listBody } from './common';

/**
 * The owner's check after a refund (PRODUCT.md, "The pass after a refund"): a pass asked about
 * online, the revoked passes kept for checks with no signal, and the checks themselves uploaded
 * as evidence. docs/passes.md tells the whole story.
 */

/** GET /parking-lots/check?token=: the pass as scanned or pasted. */
export const passStatusQuery = z.object({ token: z.string().trim().min(1).max(4096) });
export type PassStatusRequest = z.input<typeof passStatusQuery>;

/**
 * What the server knows of a genuine pass of one of the caller's lots: the reservation as it
 * stands now (an extension's new end included) judged by the server's clock, and, when the pass
 * was revoked before its end, when and why.
 */
export const passStatusContract = z.object({
  reservation_id: z.number().int(),
  parking_lot_id: z.number().int(),
  place: z.string(),
  registration: z.string(),
  start_time: apiDateTime,
  end_time: apiDateTime,
  verdict: z.enum(['valid', 'not_yet', 'ended', 'cancelled']),
  revoked_at: apiDateTime.nullable(),
  reason: z.enum(revocationReasons).nullable(),
});
export type PassStatusContract = z.infer<typeof passStatusContract>;
export const passStatusBody = dataBody(passStatusContract);

/** GET /parking-lots/revoked-passes?since=: from when (at most 30 days back; absent: 30 days). */
export const revokedPassesQuery = z.object({ since: z.string().trim().max(40).optional() });
export type RevokedPassesRequest = z.input<typeof revokedPassesQuery>;

/** A pass of one of the caller's lots that stopped being good before its end. */
export const revokedPassContract = z.object({
  reservation_id: z.number().int(),
  parking_lot_id: z.number().int(),
  revoked_at: apiDateTime,
  reason: z.enum(revocationReasons),
  /** The reservation's end: after it the pass reads "ended" anyway, and the device forgets it. */
  end_time: apiDateTime,
});
export type RevokedPassContract = z.infer<typeof revokedPassContract>;

/**
 * The revoked passes, with the server's time of the answer (the next `since`, less a margin)
 * and a token for the service worker, which has no session: with it, GET
 * /parking-lots/revoked-passes/feed answers the same list while the sign-in lasts.
 */
export const revokedPassesBody = z.object({
  data: z.array(revokedPassContract),
  meta: z.object({ synced_at: apiDateTime, feed_token: z.string() }),
});
export type RevokedPassesBody = z.infer<typeof revokedPassesBody>;

/** The header of the service worker's feed: the token of a revoked-passes answer (never in a URL, which logs keep). */
export const FEED_TOKEN_HEADER = 'x-feed-token';

/** One check as the owner's device kept it: `client_id` (a UUID) makes an upload sent twice count once. */
export const lotCheckItem = z.object({
  client_id: z.uuid(),
  /** When the device checked: 'YYYY-MM-DD HH:mm:ss' in the app's zone, or ISO 8601 with an offset. */
  checked_at: z.string().trim().min(1).max(40),
  registration: registrationNumberSchema,
  verdict: z.enum(lotCheckVerdicts),
  /** The reservation a checked pass named. */
  reservation_id: z.number().int().positive().nullish(),
});
export type LotCheckItem = z.input<typeof lotCheckItem>;

/** POST /parking-lots/{id}/checks. */
export const uploadLotChecksBody = z.object({ checks: z.array(lotCheckItem).min(1).max(LOT_CHECKS_PER_UPLOAD) });
export type UploadLotChecksBody = z.input<typeof uploadLotChecksBody>;

/** Each check as stored: the reservation whose report it contested, if it did (the same on a retry). */
export const lotCheckResultContract = z.object({
  client_id: z.string(),
  contested_reservation_id: z.number().int().nullable(),
});
export const lotChecksResultBody = listBody(lotCheckResultContract);
export type LotChecksResultBody = z.infer<typeof lotChecksResultBody>;

/** The owner's check that contested a report by itself, as the administrator sees it beside the report. */
export const contestEvidenceContract = z.object({
  checked_at: apiDateTime,
  registration: z.string(),
  verdict: z.enum(lotCheckVerdicts),
  received_at: apiDateTime,
});
export type ContestEvidenceContract = z.infer<typeof contestEvidenceContract>;
