import { z } from 'zod';
import { apiDateTime } from './common';
import { evConnectors, fitReasons } from '../lot-features';
import { locationAccess } from './locations';

/** A lot's features (PRODUCT.md, "Lot features and ratings"): EV charging (or null) and four flags. */
export const lotFeaturesContract = z.object({
  ev_charging: z.object({ connector: z.enum(evConnectors), kw: z.number() }).nullable(),
  accessible: z.boolean(),
  covered: z.boolean(),
  gated: z.boolean(),
  lit: z.boolean(),
});
export type LotFeaturesContract = z.infer<typeof lotFeaturesContract>;

/** Why a car does not fit a lot: taller or longer than it allows. */
export const fitReasonContract = z.enum(fitReasons);

/** The location a lot belongs to, as the lot shows it. */
export const lotLocationContract = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string().nullable(),
  access: locationAccess,
  latitude: z.number(),
  longitude: z.number(),
});
export type LotLocationContract = z.infer<typeof lotLocationContract>;

export const lotPeriodContract = z.object({ from: apiDateTime.nullable(), to: apiDateTime.nullable() });

/** The caller's own open reservation on the lot, if any. */
export const myReservationContract = z.object({
  id: z.number().int(),
  automobile: z.object({ registration_number: z.string() }),
});

/**
 * A photo of a lot: WebP, at most 1600 px on its longest side (width and height are the stored
 * image's), and a thumbnail at most 400 px. Both URLs are public and never change (cache them).
 */
export const lotPhotoContract = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type LotPhotoContract = z.infer<typeof lotPhotoContract>;

/** The most photos a lot may have. */
export const MAX_LOT_PHOTOS = 5;

/** A parking lot (PRODUCT.md, Field names), date-times in the app time zone. */
export const parkingLotContract = z.object({
  id: z.number().int(),
  identifier: z.string(),
  zone: z.string().nullable(),
  address: z.string().nullable(),
  location_id: z.number().int().nullable(),
  location: lotLocationContract.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  orientation_degrees: z.number().int(),
  entering_type: z.enum(['normal', 'long_side']),
  access_type: z.enum(['free_public', 'public_fee', 'private']),
  available: z.boolean(),
  available_from: apiDateTime.nullable(),
  available_to: apiDateTime.nullable(),
  available_periods: z.array(lotPeriodContract),
  /**
   * Only in the finder's answers: when the first of available_periods stops being free (the
   * window's end, the weekly schedule's or the next booking's, domain/free-until.ts); null
   * when it never does, or there is no free period.
   */
  free_until: apiDateTime.nullable().optional(),
  fast_availability_durations: z.array(z.number().int()),
  my_reservation: myReservationContract.nullable(),
  owner_id: z.number().int(),
  /** In the order the owner added them, at most MAX_LOT_PHOTOS. */
  photos: z.array(lotPhotoContract),
  /** The average of its shown ratings (one decimal), once it has 3 of them; else null (docs/ratings.md). */
  rating_average: z.number().nullable(),
  /** How many shown ratings, once 3 or more; else null. */
  rating_count: z.number().int().nullable(),
  /** Its owner has 2 or more strikes (cancels of booked reservations, upheld reports) in 90 days. */
  cancels_often: z.boolean(),
  features: lotFeaturesContract,
  /** The tallest and longest car the lot takes, in cm; null: no limit. */
  max_height_cm: z.number().int().nullable(),
  max_length_cm: z.number().int().nullable(),
  /**
   * Only in the finder's answers to a search with automobile_id and fit=all: whether the car
   * fits, and if not why (fit_reasons). Without fit=all a lot the car does not fit is left out.
   */
  fits: z.boolean().optional(),
  fit_reasons: z.array(fitReasonContract).optional(),
  /** Only in the owner's answers. */
  upcoming_reservations_count: z.number().int().optional(),
  /** Only in the owner's answers: a driver reads them on an open reservation of the lot. */
  access_instructions: z.string().nullable().optional(),
});
export type ParkingLotContract = z.infer<typeof parkingLotContract>;

/** One interval of a weekly schedule: day 1-7 (ISO, Monday = 1), 'HH:mm' to 'HH:mm' (up to '24:00') local. */
export const scheduleIntervalContract = z.object({
  day: z.number().int(),
  from: z.string(),
  to: z.string(),
});

/** GET and PUT /parking-lots/{id}/schedule: the lot's weekly schedule, by day then start; [] when none. */
export const weeklyScheduleContract = z.object({ weekly: z.array(scheduleIntervalContract) });
export type WeeklyScheduleContract = z.infer<typeof weeklyScheduleContract>;

/** GET /parking-lots/{id}/photos/{photoId}: the full photo or its thumbnail. */
export const lotPhotoQuery = z.object({ size: z.enum(['full', 'thumb']).default('full') });
