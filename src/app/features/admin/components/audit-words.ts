import { useLingui } from '@lingui/react/macro';
import { cancelReasonText } from '../../../lib/report-reasons';
import type { AuditEntry } from '../api/admin-api';
import type { AdminFormat } from './admin-format';

/** One changed field, in words: its label, the value before and after (either may be missing). */
export type AuditChange = { field: string; label: string; before?: string; after?: string };

type Values = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * An audit entry as a sentence ("Admin Loc Liber granted 300 credits to Maria Ionescu (demo)")
 * and its other changed fields in words, never keys or JSON.
 */
export function useAuditWords(format: AdminFormat) {
  const { t, i18n } = useLingui();

  const kinds: Record<string, string> = {
    user: t`User`,
    automobile: t`Automobile`,
    reservation: t`Reservation`,
    parking_lot: t`Parking lot`,
    location: t`Location`,
  };
  const labels: Record<string, string> = {
    name: t`Name`,
    email: t`Email`,
    phone: t`Phone`,
    language: t`Language`,
    is_admin: t`Administrator`,
    suspended: t`Suspended`,
    suspended_reason: t`Reason for suspension`,
    balance: t`Balance`,
    amount: t`Amount`,
    description: t`Description`,
    status: t`Status`,
    credits_paid: t`Credits paid`,
    refund: t`Refund`,
    available: t`In search`,
    reason: t`Reason`,
    title: t`Title`,
    address: t`Address`,
    latitude: t`Latitude`,
    longitude: t`Longitude`,
    access: t`Access`,
    user_name: t`User`,
    hidden: t`Hidden`,
    in_search: t`In search`,
    strikes: t`Strikes`,
  };
  const creditFields = new Set(['balance', 'amount', 'credits_paid', 'refund']);

  const value = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return format.yesNo(v);
    if (typeof v === 'number') {
      if (creditFields.has(field)) return format.credits(v);
      if (field === 'latitude' || field === 'longitude') return format.coordinate(v);
      return i18n.number(v);
    }
    if (typeof v === 'string') {
      if (field === 'language') return format.language(v);
      if (field === 'status') return format.status(v);
      if (field === 'access') return format.access(v);
      // A report's stored cancel reason ('reported: occupied') reads in words.
      if (field === 'reason' || field === 'cancel_reason') return cancelReasonText(v, (d) => i18n._(d));
      return v;
    }
    // Nothing the log records is nested; a list or an object still reads as its values.
    return Array.isArray(v) ? v.map((x) => value(field, x)).join(', ') : '…';
  };

  /** The record as people know it: its name, or its number when it is gone. */
  const target = (e: AuditEntry) => {
    const before = (e.before ?? {}) as Values;
    const label = e.target_label ?? (e.target_type === 'location' ? text(before.title) : undefined);
    if (e.target_type === 'reservation') return label ? `#${e.target_id} (${label})` : `#${e.target_id}`;
    return label ?? `#${e.target_id}`;
  };

  /** The sentence, and the fields it already says (left out of the list of changes). */
  const said = (e: AuditEntry): [string, string[]] => {
    const admin = e.admin_name ?? t`An administrator`;
    const name = target(e);
    const before = (e.before ?? {}) as Values;
    const after = (e.after ?? {}) as Values;
    const person =
      text(after.user_name) ?? text(before.user_name) ?? `#${String(after.user_id ?? before.user_id ?? '')}`;
    switch (e.action) {
      case 'credits.grant': {
        const credits = format.credits(count(after.amount) ?? 0);
        const note = text(after.description);
        const sentence = t`${admin} granted ${credits} to ${name}`;
        return [note ? `${sentence} (${note})` : sentence, ['amount', 'description', 'transaction_id']];
      }
      case 'credits.welcome':
        return [
          t`Welcome: ${name} received ${format.credits(count(after.amount) ?? 0)} at registration`,
          ['amount', 'transaction_id'],
        ];
      case 'credit_request.grant':
        return [
          t`${admin} granted the request of ${name}: ${format.credits(count(after.amount) ?? 0)}`,
          ['amount', 'status', 'request_id'],
        ];
      case 'credit_request.decline': {
        const note = text(after.reason);
        const sentence = t`${admin} declined the credit request of ${name}`;
        return [note ? `${sentence} (“${note}”)` : sentence, ['status', 'reason', 'request_id']];
      }
      case 'user.update': {
        const keys = Object.keys(after);
        if (keys.length === 1 && typeof after.is_admin === 'boolean') {
          return [
            after.is_admin
              ? t`${admin} made ${name} an administrator`
              : t`${admin} took the administrator role from ${name}`,
            ['is_admin'],
          ];
        }
        return [t`${admin} edited the account of ${name}`, []];
      }
      case 'rating.hide':
        return [t`${admin} hid a rating of parking lot ${name}`, ['hidden', 'rating_id']];
      case 'rating.keep':
        return [t`${admin} kept a reported rating of parking lot ${name}`, ['hidden', 'rating_id']];
      case 'owner.out_of_search':
        return [
          t`The parking lots of ${name} left search after ${i18n.number(count(after.strikes) ?? 0)} strikes in 30 days`,
          ['in_search', 'strikes'],
        ];
      case 'owner.restore':
        return [t`${admin} put the parking lots of ${name} back in search`, ['in_search', 'strikes']];
      case 'user.suspend':
        return [t`${admin} suspended the account of ${name}`, ['suspended']];
      case 'user.reinstate':
        return [t`${admin} reinstated the account of ${name}`, ['suspended', 'suspended_reason']];
      case 'reservation.cancel': {
        const refund = count(after.refund);
        return refund === undefined
          ? [t`${admin} cancelled reservation ${name}`, []]
          : [t`${admin} cancelled reservation ${name} and refunded ${format.credits(refund)}`, ['refund']];
      }
      case 'reservation.settle_report':
        return after.settlement === 'charge'
          ? [
              t`${admin} charged the driver for the report on reservation ${name}`,
              ['settlement', 'credits_paid', 'held', 'contested'],
            ]
          : [
              t`${admin} decided the report on reservation ${name} in the driver's favour`,
              ['settlement', 'credits_paid', 'held', 'contested'],
            ];
      case 'parking_lot.take_out':
        return [t`${admin} took parking lot ${name} out of search`, ['available']];
      case 'parking_lot.put_back':
        return [t`${admin} put parking lot ${name} back in search`, ['available']];
      case 'location.create':
        return [t`${admin} created location ${name}`, []];
      case 'location.update':
        return [t`${admin} edited location ${name}`, []];
      case 'location.delete':
        return [t`${admin} deleted location ${name}`, []];
      case 'location.authorize':
        return [t`${admin} gave ${person} access to location ${name}`, ['user_id', 'user_name']];
      case 'location.remove_user':
        return [t`${admin} revoked the access of ${person} to location ${name}`, ['user_id', 'user_name']];
      default: {
        const kind = kinds[e.target_type] ?? '';
        return [t`${admin} changed ${kind} ${name}`, []];
      }
    }
  };

  const changes = (e: AuditEntry, skip: string[]): AuditChange[] => {
    const before = (e.before ?? {}) as Values;
    const after = (e.after ?? {}) as Values;
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      // Ids say nothing to a reader; the sentence names the record.
      (f) => !skip.includes(f) && !f.endsWith('_id'),
    );
    return fields.map((field) => ({
      field,
      label: labels[field] ?? field.replace(/_/g, ' '),
      before: field in before ? value(field, before[field]) : undefined,
      after: field in after ? value(field, after[field]) : undefined,
    }));
  };

  return {
    kinds,
    describe: (e: AuditEntry) => {
      const [sentence, skip] = said(e);
      return { sentence, changes: changes(e, skip) };
    },
  };
}
