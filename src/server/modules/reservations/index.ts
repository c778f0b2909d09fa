// What other modules (and the sweeper job) may use of reservations: read one, change its
// status, extend it (the push notification's actions); expire the overdue ones.
export { reportReservationEvent } from './events';
export { extendReservation } from './extend-reservation';
export { changeReservationStatus, expireDue, getReservation } from './service';
