import { z } from 'zod';
import { apiDateTime } from './common';

/** The longest note a driver may add to a request, or an administrator to a decline. */
export const CREDIT_REQUEST_NOTE_MAX = 500;

/** POST /credit-requests: a driver asks the administrators for credits (PRODUCT.md, "The driver's first hour"). */
export const creditRequestCreateSchema = z.object({
  note: z.string().trim().max(CREDIT_REQUEST_NOTE_MAX).nullish(),
});
export type CreditRequestCreateBody = z.input<typeof creditRequestCreateSchema>;

/**
 * PUT /admin/credit-requests/{id}: grant (credits added to the driver's wallet) or decline,
 * once; the driver is notified either way.
 */
export const creditRequestDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('grant'),
    // Bounds first, integer after (as the administrators' grant: one message that helps).
    credits: z.coerce.number().min(1).max(100_000).pipe(z.number().int()),
  }),
  z.object({
    decision: z.literal('decline'),
    note: z.string().trim().max(CREDIT_REQUEST_NOTE_MAX).nullish(),
  }),
]);
export type CreditRequestDecisionBody = z.input<typeof creditRequestDecisionSchema>;
export type CreditRequestDecision = z.output<typeof creditRequestDecisionSchema>;

export const creditRequestStatusValues = ['open', 'granted', 'declined'] as const;

/** A request as its driver sees it. */
export const creditRequestContract = z.object({
  id: z.number().int(),
  status: z.enum(creditRequestStatusValues),
  note: z.string().nullable(),
  /** The credits granted; null unless granted. */
  credits: z.number().int().nullable(),
  decision_note: z.string().nullable(),
  created_at: apiDateTime,
  decided_at: apiDateTime.nullable(),
});
export type CreditRequestContract = z.infer<typeof creditRequestContract>;

/** GET /credit-requests: the caller's own requests, newest first, and what the screen offers. */
export const myCreditRequestsContract = z.object({
  data: z.array(creditRequestContract),
  /** Requests are taken on this server (CREDIT_REQUESTS). */
  enabled: z.boolean(),
});
export type MyCreditRequestsContract = z.infer<typeof myCreditRequestsContract>;

/** A request in the administrators' list: who asks, their balance, and the suggested grant. */
export const adminCreditRequestContract = creditRequestContract.extend({
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  balance: z.number().int(),
  decided_by_name: z.string().nullable(),
});
export type AdminCreditRequestContract = z.infer<typeof adminCreditRequestContract>;

export const adminCreditRequestListQuery = z.object({
  status: z.enum([...creditRequestStatusValues, 'any']).default('open'),
});
export type AdminCreditRequestListRequest = z.input<typeof adminCreditRequestListQuery>;

/** GET /admin/credit-requests: open requests oldest first (decided ones newest first), at most 100. */
export const adminCreditRequestListContract = z.object({
  data: z.array(adminCreditRequestContract),
  /** The amount an administrator's one-tap grant proposes: the smallest credit pack (CREDIT_PACKS). */
  suggested_credits: z.number().int(),
});
export type AdminCreditRequestListContract = z.infer<typeof adminCreditRequestListContract>;
