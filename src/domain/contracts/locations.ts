import { z } from 'zod';
import { apiDateTime } from './common';

export const locationAccess = z.enum(['public', 'restricted']);

/** A location (PRODUCT.md), with added_at: when the caller was authorized (null if not). */
export const locationContract = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  access: locationAccess,
  parking_lots_count: z.number().int(),
  added_at: apiDateTime.nullable(),
});
export type LocationContract = z.infer<typeof locationContract>;
