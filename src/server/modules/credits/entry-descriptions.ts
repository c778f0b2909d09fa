import { formatMoney } from '../../../domain/money';
import { translate, type Language, type ServerMessage } from '../../lib/i18n';

/**
 * Ledger entries store a code, not a sentence: the history is rendered when read, in the
 * reader's language, with the lot's identifier filled in. Only an administrator's grant
 * carries free text (on its ledger transaction), shown as typed.
 */
export const entryCodes = [
  'grant',
  'welcome',
  'hold',
  'extension',
  'refund_unused',
  'refund_cancelled',
  'refund_reported',
  'report_charge',
  'payout',
  'fee',
  'top_up',
] as const;
export type EntryCode = (typeof entryCodes)[number];

const m = {
  grant: /*i18n*/ { id: 'credits.entry.grant', message: 'Credits added by an administrator' },
  // 1 credit = 1 minute: the demo setup's 60 read as its first hour (PRODUCT.md, wave 4).
  welcome: /*i18n*/ {
    id: 'credits.entry.welcome',
    message:
      '{credits, plural, =60 {The first hour is on us} one {Welcome: # credit on us} other {Welcome: # credits on us}}',
  },
  hold: /*i18n*/ { id: 'credits.entry.hold', message: 'Reservation of parking lot {place}' },
  extension: /*i18n*/ { id: 'credits.entry.extension', message: 'Extension of the reservation of parking lot {place}' },
  refundUnused: /*i18n*/ {
    id: 'credits.entry.refund_unused',
    message: 'Refund of unused minutes, parking lot {place}',
  },
  refundCancelled: /*i18n*/ {
    id: 'credits.entry.refund_cancelled',
    message: 'Refund for the cancelled reservation of parking lot {place}',
  },
  refundReported: /*i18n*/ {
    id: 'credits.entry.refund_reported',
    message: 'Refund: parking lot {place} was reported taken',
  },
  reportCharge: /*i18n*/ {
    id: 'credits.entry.report_charge',
    message: 'Charge decided by an administrator for the report on parking lot {place}',
  },
  payout: /*i18n*/ { id: 'credits.entry.payout', message: 'Payment for the reservation of parking lot {place}' },
  fee: /*i18n*/ { id: 'credits.entry.fee', message: 'System fee, parking lot {place}' },
  topUp: /*i18n*/ {
    id: 'credits.entry.top_up',
    message: 'Top-up: {credits, plural, one {# credit} other {# credits}} ({price})',
  },
} satisfies Record<string, ServerMessage>;

const byCode: Record<EntryCode, ServerMessage> = {
  grant: m.grant,
  welcome: m.welcome,
  hold: m.hold,
  extension: m.extension,
  refund_unused: m.refundUnused,
  refund_cancelled: m.refundCancelled,
  refund_reported: m.refundReported,
  report_charge: m.reportCharge,
  payout: m.payout,
  fee: m.fee,
  top_up: m.topUp,
};

function isEntryCode(value: string | null): value is EntryCode {
  return value !== null && (entryCodes as readonly string[]).includes(value);
}

export type DescribedEntry = {
  code: string | null;
  transactionDescription: string | null;
  place: string | null;
  /** The entry's signed amount (the welcome entry words its credits). */
  amount?: number;
  /** For a card top-up: what was bought and paid (payments row). */
  payment?: { credits: number; amount: number; currency: string } | null;
};

export function describeEntry(language: Language, entry: DescribedEntry): string {
  if (entry.code === 'grant' && entry.transactionDescription?.trim()) return entry.transactionDescription;
  if (!isEntryCode(entry.code)) return entry.code ?? entry.transactionDescription ?? '';
  if (entry.code === 'top_up') {
    if (!entry.payment) return entry.transactionDescription ?? '';
    const { credits, amount, currency } = entry.payment;
    return translate(language, m.topUp, { credits, price: formatMoney(amount, currency, language) });
  }
  return translate(language, byCode[entry.code], { place: entry.place ?? '', credits: Math.abs(entry.amount ?? 0) });
}

/** What describeEntry's words are made of when they depend only on the lot's identifier. */
export type PlaceTemplate = { before: string; after: string; place: boolean };

const PLACE = '\u0000place\u0000';
const templates = new Map<string, PlaceTemplate | null>();

/**
 * describeEntry's words for `code` in `language` as the text before and after the lot's
 * identifier (`place`: whether it is there at all), when they depend on nothing else: not on
 * the credits (the welcome's) nor on a payment (a top-up's). The CSV export has PostgreSQL
 * write those (transactions-csv.ts); the rest it words here. Undefined for such a code.
 */
export function placeTemplate(language: Language, code: EntryCode): PlaceTemplate | undefined {
  const key = `${language}:${code}`;
  let template = templates.get(key);
  if (template === undefined) {
    template = null;
    if (code !== 'top_up') {
      // Worded for a few amounts: the same text each time, so the credits are not in it.
      const texts = [1, 2, 5, 21, 60, 101].map((credits) =>
        describeEntry(language, { code, transactionDescription: null, place: PLACE, amount: credits }),
      );
      const parts = texts[0]?.split(PLACE) ?? [];
      if (texts.every((text) => text === texts[0]) && parts.length <= 2)
        template = { before: parts[0] ?? '', after: parts[1] ?? '', place: parts.length === 2 };
    }
    templates.set(key, template);
  }
  return template ?? undefined;
}
