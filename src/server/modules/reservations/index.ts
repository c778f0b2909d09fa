// What other modules (and the sweeper job) may use of reservations: read one, change its
// status, extend it (the push notification's actions); expire the overdue ones; read and
// lock a booking's facts and check its rules (a recurring series' dates).
export { reportReservationEvent } from './events';
export { extendReservation } from './extend-reservation';
export { changeReservationStatus, expireDue, getReservation } from './service';
export { isRetryable, overlapOf } from './database-errors';
export { lockForBooking, readForBooking } from './booking-facts';
export { queueOnLot } from './lot-queue';
export { bookingErrors } from './booking-request';
export { checkBookingRules } from './booking-rules';
export { reservationMessages } from './messages';
