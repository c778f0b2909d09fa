import { z } from 'zod';
import { apiDayPattern } from '../calendar-date';
import { reservationStatuses } from '../reservation-status';
import { adminTransactionTypeFilterValues } from './admin-ledger';
import { auditTargetTypes } from './audit';
import { reportedFilterValues } from './reservation-reports';

/**
 * What every /admin list takes (PRODUCT.md, Administration): q (search), sort (a column name,
 * '-' before it for descending), page and per_page (at most 100), plus the list's filters.
 */
function adminListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sorts: S, filters: F) {
  const sortValues = sorts.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];
  return z.object({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sortValues).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
    ...filters,
  });
}

/** An optional positive id in a query string. */
const idFilter = z.coerce.number().int().positive().max(2_147_483_647).optional();
/** A day 'YYYY-MM-DD' in the query string. */
const dayFilter = z.string().regex(apiDayPattern).optional();
/** 'true' or 'false' in the query string. */
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const adminUsersQuery = adminListQuery(['name', 'email', 'created_at'], { is_admin: flag, suspended: flag });
export const adminAutomobilesQuery = adminListQuery(['registration_number', 'make', 'owner'], { user_id: idFilter });
export const adminLotsQuery = adminListQuery(['identifier', 'zone', 'created_at'], {
  owner_id: idFilter,
  location_id: idFilter,
  available: flag,
});
export const adminLocationsQuery = adminListQuery(['title', 'created_at'], {
  access: z.enum(['public', 'restricted']).optional(),
});
export const adminReservationsQuery = adminListQuery(['start_time', 'created_at'], {
  status: z.enum(reservationStatuses).optional(),
  parking_lot_id: idFilter,
  user_id: idFilter,
  registration: z.string().trim().max(32).optional(),
  reported: z.enum(reportedFilterValues).optional(),
  from: dayFilter,
  to: dayFilter,
});
export const adminTransactionsQuery = adminListQuery(['date', 'amount'], {
  type: z.enum(adminTransactionTypeFilterValues).optional(),
  user_id: idFilter,
  reservation_id: idFilter,
  from: dayFilter,
  to: dayFilter,
  format: z.enum(['json', 'csv']).default('json'),
});
export const adminAuditQuery = adminListQuery(['created_at'], {
  admin_id: idFilter,
  target_type: z.enum(auditTargetTypes).optional(),
  target_id: idFilter,
  action: z.string().trim().max(64).optional(),
  from: dayFilter,
  to: dayFilter,
});

/** A list's query as the app sends it: text values as a search form holds them. */
export type AdminListRequest<Q extends z.ZodType> = { [K in keyof z.input<Q>]?: string | number };
