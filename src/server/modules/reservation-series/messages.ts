import type { ServerMessage } from '../../lib/i18n';

/** The answers of the series endpoints (docs/recurring.md). */
export const seriesMessages = {
  timesInvalid: /*i18n*/ {
    id: 'reservation_series.times_invalid',
    message: 'The end time must be after the start time.',
  },
  tooMany: /*i18n*/ {
    id: 'reservation_series.too_many',
    message: 'A series has at most {max} dates: choose fewer weeks or weekdays.',
  },
  noneFree: /*i18n*/ {
    id: 'reservation_series.none_free',
    message: 'None of these dates is free: nothing was booked.',
  },
  insufficientCredits: /*i18n*/ {
    id: 'reservation_series.insufficient_credits',
    message: 'The free dates need {required} credits; your wallet has {balance}. Nothing was booked.',
  },
  raceLost: /*i18n*/ {
    id: 'reservation_series.race_lost',
    message: 'Some of these dates were just booked by someone else. Look at the preview again.',
  },
  rangeInvalid: /*i18n*/ {
    id: 'reservation_series.range_invalid',
    message: 'The range must end on or after its first day.',
  },
} satisfies Record<string, ServerMessage>;
