import { formatInZone } from '../../../domain/zoned-time';
import { translate, type Language, type ServerMessage } from '../../lib/i18n';
import { documentNames, notificationMessages as m } from './messages';

/**
 * Every notification's message id, and the title and message it reads as. A notification is
 * stored as one of these ids with its parameters and rendered in the reader's language when
 * read or sent (docs/realtime.md, "Notifications in the reader's language"). An id once
 * stored stays here: old rows still read by it.
 */
export const notificationTexts = {
  'reservation.received': { title: m.receivedTitle, message: m.receivedMessage },
  'reservation.cancelled': { title: m.cancelledTitle, message: m.cancelledMessage },
  'reservation.cancelled.with_reason': { title: m.cancelledTitle, message: m.cancelledWithReasonMessage },
  'reservation.reported': { title: m.reportedTitle, message: m.reportedMessage },
  'reservation.contested': { title: m.contestedTitle, message: m.contestedMessage },
  'reservation.contested.by_check': { title: m.contestedTitle, message: m.contestedByCheckMessage },
  'reservation.settled': { title: m.settledTitle, message: m.settledMessage },
  'reservation.settled.upheld': { title: m.upheldTitle, message: m.upheldMessage },
  'reservation.settled.rejected': { title: m.rejectedTitle, message: m.rejectedMessage },
  'reservation.extended': { title: m.extendedTitle, message: m.extendedMessage },
  'reservation.started': { title: m.startedTitle, message: m.startedMessage },
  'reservation.ending_soon': { title: m.endingSoonTitle, message: m.endingSoonMessage },
  'reservation.finalized': { title: m.finalizedTitle, message: m.finalizedMessage },
  'reservation.expired': { title: m.expiredTitle, message: m.expiredMessage },
  'series.booked': { title: m.seriesBookedTitle, message: m.seriesBookedMessage },
  'series.renewal_notice': { title: m.seriesNoticeTitle, message: m.seriesNoticeMessage },
  'series.renewed': { title: m.seriesRenewedTitle, message: m.seriesRenewedMessage },
  'series.renewal_failed': { title: m.seriesRenewalFailedTitle, message: m.seriesRenewalFailedMessage },
  'series.cancelled': { title: m.seriesCancelledTitle, message: m.seriesCancelledMessage },
  'credits.added': { title: m.creditsAddedTitle, message: m.creditsAddedMessage },
  'credits.welcome': { title: m.welcomeTitle, message: m.welcomeMessage },
  'credit_request.received': { title: m.requestReceivedTitle, message: m.requestReceivedMessage },
  'credit_request.received.with_note': { title: m.requestReceivedTitle, message: m.requestReceivedWithNoteMessage },
  'credit_request.granted': { title: m.requestGrantedTitle, message: m.requestGrantedMessage },
  'credit_request.declined': { title: m.requestDeclinedTitle, message: m.requestDeclinedMessage },
  'credit_request.declined.with_note': { title: m.requestDeclinedTitle, message: m.requestDeclinedWithNoteMessage },
  'parking_lot.taken_out': { title: m.takenOutTitle, message: m.takenOutMessage },
  'parking_lot.put_back': { title: m.putBackTitle, message: m.putBackMessage },
  'rating.prompt.driver': { title: m.ratingPromptTitle, message: m.ratingPromptDriverMessage },
  'rating.prompt.owner': { title: m.ratingPromptTitle, message: m.ratingPromptOwnerMessage },
  'owner.out_of_search': { title: m.outOfSearchTitle, message: m.outOfSearchMessage },
  'owner.out_of_search.admin': { title: m.ownerOutOfSearchTitle, message: m.ownerOutOfSearchMessage },
  'owner.restored': { title: m.ownerRestoredTitle, message: m.ownerRestoredMessage },
  'document.expiring': { title: m.documentExpiringTitle, message: m.documentExpiring },
  'document.expired': { title: m.documentExpiredTitle, message: m.documentExpired },
  'driving_licence.expiring': { title: m.documentExpiringTitle, message: m.licenceExpiring },
  'driving_licence.expired': { title: m.documentExpiredTitle, message: m.licenceExpired },
} satisfies Record<string, { title: ServerMessage; message: ServerMessage }>;

export type NotificationMessageId = keyof typeof notificationTexts;

/** A parameter as given: text and numbers as they are, a moment, or a translated name (documentNames). */
export type NotificationValue = string | number | Date | ServerMessage;

/** A parameter as stored (jsonb): a moment as {at: ISO}, a translated name as {name: message id}. */
type StoredValue = string | number | { at: string } | { name: string };

const namesById = new Map<string, ServerMessage>(Object.values(documentNames).map((name) => [name.id, name]));

/** The parameters as stored with the message id: nothing in them is in a language yet. */
export function storedParams(values: Record<string, NotificationValue>): Record<string, StoredValue> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (value instanceof Date) return [key, { at: value.toISOString() }];
      if (typeof value === 'object') return [key, { name: value.id }];
      return [key, value];
    }),
  );
}

function renderedParams(params: Record<string, unknown>, language: Language, zone: string) {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      if (typeof value !== 'object' || value === null) return [key, value];
      if ('at' in value && typeof value.at === 'string')
        return [key, formatInZone(new Date(value.at).getTime(), zone, 'dd/MM/yyyy HH:mm')];
      const name = 'name' in value && typeof value.name === 'string' ? namesById.get(value.name) : undefined;
      return [key, name ? translate(language, name) : ''];
    }),
  );
}

const isMessageId = (id: string | null): id is NotificationMessageId =>
  id !== null && Object.hasOwn(notificationTexts, id);

/**
 * A notification's title and message in a language: from its message id and parameters, or,
 * for a row stored before message ids (or with an id no longer known), as it was written.
 */
export function renderNotification(
  row: { messageId: string | null; params: Record<string, unknown> | null; title: string; message: string },
  language: Language,
  zone: string,
): { title: string; message: string } {
  if (!isMessageId(row.messageId)) return { title: row.title, message: row.message };
  const texts = notificationTexts[row.messageId];
  const values = renderedParams(row.params ?? {}, language, zone);
  return { title: translate(language, texts.title, values), message: translate(language, texts.message, values) };
}
