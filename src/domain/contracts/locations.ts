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

/** A user authorized for a location, as the administrator sees them. */
export const locationUserContract = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  added_at: apiDateTime.nullable(),
});

/** GET /admin/locations/:id: the location and who is authorized for it. */
export const adminLocationContract = locationContract.extend({ users: z.array(locationUserContract) });
export type AdminLocationContract = z.infer<typeof adminLocationContract>;

/** POST /admin/locations/:id/users/:userId. */
export const locationAuthorizationContract = z.object({
  location_id: z.number().int(),
  user_id: z.number().int(),
  added_at: apiDateTime.nullable(),
});
