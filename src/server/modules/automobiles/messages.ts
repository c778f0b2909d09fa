export const automobileMessages = {
  registrationTaken: /*i18n*/ {
    id: 'automobiles.registration_taken',
    message: 'You already have an automobile with this registration number.',
  },
  registrationImmutable: /*i18n*/ {
    id: 'automobiles.registration_immutable',
    message: 'The registration number cannot be changed.',
  },
  hasOpenReservations: /*i18n*/ {
    id: 'automobiles.has_open_reservations',
    message:
      'This automobile has a scheduled or active reservation. Cancel or finish it before deleting the automobile.',
  },
};
