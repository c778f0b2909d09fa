import { z } from 'zod';

/** One place found for a destination search (GET /api/geocode). */
export const geocodePlaceContract = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export type GeocodePlace = z.infer<typeof geocodePlaceContract>;

export const geocodeQuery = z.object({
  q: z.string().trim().min(3).max(200),
});
