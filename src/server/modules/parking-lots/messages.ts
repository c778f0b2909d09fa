import { parkingLotValidationCodes } from '../../../domain/validation-codes';
import type { ServerMessage } from '../../lib/i18n';
import { customValidationMessages } from '../../lib/validation-messages';

export const lotMessages = {
  windowOrder: customValidationMessages[parkingLotValidationCodes.windowOrder],
  locationNotAllowed: /*i18n*/ {
    id: 'parking_lots.location_not_allowed',
    message: 'You cannot add parking lots to this location.',
  },
  identifierTaken: /*i18n*/ {
    id: 'parking_lots.identifier_taken',
    message: 'You already have a parking lot with this number at this location.',
  },
  durationNotOffered: /*i18n*/ {
    id: 'parking_lots.duration_not_offered',
    message: 'Choose one of the fast availability durations of this parking lot.',
  },
  hasOpenReservations: /*i18n*/ {
    id: 'parking_lots.delete_has_open_reservations',
    message: 'This parking lot has scheduled or active reservations and cannot be deleted.',
  },
  hasHistory: /*i18n*/ {
    id: 'parking_lots.delete_has_history',
    message: 'This parking lot has past reservations and cannot be deleted. Make it unavailable instead.',
  },
  windowExcludesReservations: /*i18n*/ {
    id: 'parking_lots.window_excludes_reservations',
    message:
      'This availability would leave booked reservations outside it. Keep the period that covers them, or cancel them first.',
  },
  tooManyPhotos: /*i18n*/ {
    id: 'parking_lots.too_many_photos',
    message: 'A parking lot can have at most 5 photos. Delete one to add another.',
  },
  notAPhoto: /*i18n*/ {
    id: 'parking_lots.not_a_photo',
    message: 'Send a photo: a JPEG, PNG or WebP image.',
  },
} satisfies Record<string, ServerMessage>;
