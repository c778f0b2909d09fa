import { z } from 'zod';
import { apiDateTimeSchema } from '../../../domain/parking-lot';

const corners = ['southWest', 'northEast'] as const;
const axes = ['lat', 'lng'] as const;
export const boundsKeys = corners.flatMap((c) => axes.map((a) => `${c}[${a}]` as const));

/**
 * Fastify's query parser leaves 'southWest[lat]' as a flat key; a qs-style parser nests it
 * as southWest: {lat}. Both arrive here as flat keys.
 */
function flattenBounds(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const out: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const corner of corners) {
    const nested = out[corner];
    if (nested && typeof nested === 'object') {
      for (const axis of axes) out[`${corner}[${axis}]`] ??= (nested as Record<string, unknown>)[axis];
      delete out[corner];
    }
  }
  return out;
}

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'on');

const text = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

const coordinate = (limit: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(-limit).max(limit).optional());

export const finderQuerySchema = (zone: string) =>
  z.preprocess(
    flattenBounds,
    z
      .object({
        identifier: text,
        zone: text,
        location_name: text,
        only_available: flag,
        alternative_period: flag,
        from: apiDateTimeSchema(zone),
        to: apiDateTimeSchema(zone),
        'southWest[lat]': coordinate(90),
        'southWest[lng]': coordinate(180),
        'northEast[lat]': coordinate(90),
        'northEast[lng]': coordinate(180),
        sort: z.enum(['distance', 'identifier']).optional(),
        // Lot features a lot must have (domain/lot-features.ts featureFilters).
        ev: flag,
        accessible: flag,
        covered: flag,
        gated: flag,
        // The driver's car: lots it does not fit are left out, or with fit=all marked (fits, fit_reasons).
        automobile_id: z.preprocess(
          (v) => (v === '' || v === '0' ? undefined : v),
          z.coerce.number().int().positive().max(2_147_483_647).optional(),
        ),
        fit: z.enum(['fits', 'all']).optional(),
        limit: z.coerce.number().int().min(1).max(500).default(500),
      })
      .superRefine((q, ctx) => {
        const given = boundsKeys.filter((k) => q[k] !== undefined);
        if (given.length > 0 && given.length < boundsKeys.length) {
          for (const key of boundsKeys.filter((k) => q[k] === undefined)) {
            ctx.addIssue({ code: 'invalid_type', expected: 'number', input: undefined, path: [key] });
          }
        }
        const south = q['southWest[lat]'];
        const north = q['northEast[lat]'];
        if (south !== undefined && north !== undefined && south > north) {
          ctx.addIssue({
            code: 'too_big',
            origin: 'number',
            maximum: north,
            inclusive: true,
            input: south,
            path: ['southWest[lat]'],
          });
        }
      }),
  );

export type FinderQuery = z.output<ReturnType<typeof finderQuerySchema>>;
