import { validationCodes } from '../../../domain/validation-codes';
import { registerValidationMessages } from '../../lib/validation';

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

registerValidationMessages({
  [validationCodes.registrationNumber]: /*i18n*/ {
    id: 'validation.registration_number',
    message: 'Enter a registration number of 2 to 16 letters and digits.',
  },
  [validationCodes.vin]: /*i18n*/ {
    id: 'validation.vin',
    message: 'The VIN has 17 letters and digits, without I, O or Q.',
  },
});
