import type { ServerMessage } from '../../lib/i18n';

/** The answers of the ratings' and owners' reliability endpoints. */
export const ratingMessages = {
  notEnded: /*i18n*/ {
    id: 'ratings.not_ended',
    message: 'You can rate a reservation once it has been finalized or has expired.',
  },
  cancelled: /*i18n*/ { id: 'ratings.cancelled', message: 'A cancelled reservation cannot be rated.' },
  reported: /*i18n*/ {
    id: 'ratings.reported',
    message: 'A reservation reported as "spot taken" cannot be rated.',
  },
  windowClosed: /*i18n*/ {
    id: 'ratings.window_closed',
    message: 'Ratings are taken until 14 days after the reservation ends: this one can no longer be rated.',
  },
  tagsDriverOnly: /*i18n*/ {
    id: 'ratings.tags_driver_only',
    message: 'Tags describe a parking lot: only its driver gives them.',
  },
  alreadyRated: /*i18n*/ { id: 'ratings.already_rated', message: 'You have already rated this reservation.' },
  alreadyReplied: /*i18n*/ { id: 'ratings.already_replied', message: 'You have already replied to this rating.' },
  alreadyModerated: /*i18n*/ {
    id: 'ratings.already_moderated',
    message: 'This rating has no report waiting for a decision.',
  },
  alreadyRestored: /*i18n*/ {
    id: 'ratings.already_restored',
    message: "This owner's parking lots are already back in search.",
  },
} satisfies Record<string, ServerMessage>;
