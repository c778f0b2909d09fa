import { z } from 'zod';

/**
 * Wire shapes shared by every area: the one error body (PRODUCT.md, Errors) and the envelopes
 * `{data}`, `{data: [...]}` and `{data: [...], meta}`. Each area's answers live beside this file
 * (`contracts/<area>.ts`); the server declares them as route `response` schemas and the app
 * takes its types from them with `z.infer`, so a shape is written once.
 */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** On every 5xx: the request's id (also the X-Request-Id header), which support finds in the log. */
  request_id: z.string().optional(),
});

/** `{data: item}`: one record. */
export const dataBody = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** `{data: [items]}`: a whole list. */
export const listBody = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** Paging facts of a list that is served a page at a time (the /admin lists). */
export const pageMeta = z.object({
  total: z.number().int().nonnegative(),
  /** true: `total` is the planner's estimate (a large set, not counted row by row); show "about". */
  total_is_estimate: z.boolean(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** `{data: [items], meta: {total, page, per_page}}`. */
export const pagedListBody = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMeta });

/** An empty answer (204). */
export const noContent = z.null();

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** The error statuses a route can answer, each with the one error body: `...errorResponses(401, 404, 422)`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}

/** Paging facts of the owner and driver lists (reservations, transactions): SPEC.md section 7. */
export const numberedPageMeta = z.object({
  current_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  last_page: z.number().int().positive(),
});
export type NumberedPageMeta = z.infer<typeof numberedPageMeta>;

/** `{data: [items], meta: {current_page, per_page, total, last_page}}`. */
export const numberedListBody = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: numberedPageMeta });

/** `{message}`: an action's outcome in the caller's language. */
export const messageBody = z.object({ message: z.string() });

/** 'YYYY-MM-DD HH:mm:ss' in the app's time zone. */
export const apiDateTime = z.string().describe("'YYYY-MM-DD HH:mm:ss' in the app's time zone");

/** The envelope types, for the app's api files: `api.get<DataBody<Automobile[]>>('automobiles')`. */
export type DataBody<T> = { data: T };
export type NumberedListBody<T> = { data: T[]; meta: NumberedPageMeta };
