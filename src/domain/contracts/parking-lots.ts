import { z } from 'zod';
import { apiDateTime } from './common';
import { locationAccess } from './locations';

/** The location a lot belongs to, as the lot shows it. */
export const lotLocationContract = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string().nullable(),
  access: locationAccess,
  latitude: z.number(),
  longitude: z.number(),
});

export const lotPeriodContract = z.object({ from: apiDateTime.nullable(), to: apiDateTime.nullable() });

/** The caller's own open reservation on the lot, if any. */
export const myReservationContract = z.object({
  id: z.number().int(),
  automobile: z.object({ registration_number: z.string() }),
});

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
  fast_availability_durations: z.array(z.number().int()),
  my_reservation: myReservationContract.nullable(),
  owner_id: z.number().int(),
  /** Only in the owner's answers. */
  upcoming_reservations_count: z.number().int().optional(),
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
