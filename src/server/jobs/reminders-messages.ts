import type { DocumentKind } from '../db/schema/automobiles';
import type { ServerMessage } from '../lib/i18n';

/** Names of the documents, as the subject of a sentence ({document} below). */
export const documentNames = {
  technical_inspection: /*i18n*/ { id: 'reminders.document.technical_inspection', message: 'The technical inspection' },
  insurance: /*i18n*/ { id: 'reminders.document.insurance', message: 'The insurance' },
  road_tax: /*i18n*/ { id: 'reminders.document.road_tax', message: 'The road tax' },
  first_aid_kit: /*i18n*/ { id: 'reminders.document.first_aid_kit', message: 'The first aid kit' },
  fire_extinguisher: /*i18n*/ { id: 'reminders.document.fire_extinguisher', message: 'The fire extinguisher' },
} satisfies Record<DocumentKind, ServerMessage>;

export const reminderMessages = {
  licenceName: /*i18n*/ { id: 'reminders.document.driving_licence', message: 'Your driving licence' },
  expiringTitle: /*i18n*/ {
    id: 'reminders.expiring.title',
    message: '{document} expires {days, plural, one {tomorrow} other {in # days}}',
  },
  expiredTitle: /*i18n*/ { id: 'reminders.expired.title', message: '{document} has expired' },
  documentExpiring: /*i18n*/ {
    id: 'reminders.document_expiring.message',
    message: '{document} of {registration} expires on {date}.',
  },
  documentExpired: /*i18n*/ {
    id: 'reminders.document_expired.message',
    message: '{document} of {registration} expired on {date}.',
  },
  licenceExpiring: /*i18n*/ {
    id: 'reminders.licence_expiring.message',
    message: 'Driving licence {number} expires on {date}.',
  },
  licenceExpired: /*i18n*/ {
    id: 'reminders.licence_expired.message',
    message: 'Driving licence {number} expired on {date}.',
  },
} satisfies Record<string, ServerMessage>;
