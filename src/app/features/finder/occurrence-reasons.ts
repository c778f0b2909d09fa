import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OccurrenceReason } from '../../../domain/reservation-series';

/** Why a date of the preview cannot be booked, in words. */
export const reasonWords: Record<OccurrenceReason, MessageDescriptor> = {
  past: msg`Already past`,
  lot_closed: msg`The owner takes no new bookings`,
  schedule_closed: msg`The lot's schedule is closed`,
  window_ended: msg`The lot is no longer offered then`,
  booked: msg`Already booked by you`,
  taken: msg`Taken by another booking`,
  car_busy: msg`Your car is booked elsewhere then`,
  rule: msg`Not allowed by another rule`,
};
