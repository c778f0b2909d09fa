import type { AdminTransactionCsvLabels, AdminTransactionContract } from '../../../domain/contracts/admin-ledger';
import type { LedgerTransactionKind } from '../../db/schema/ledger';
import { translate, type Language, type ServerMessage } from '../../lib/i18n';

/** The direction of a movement, worded for the administrators' CSV beside its code. */
const typeLabels = {
  added: /*i18n*/ { id: 'admin.transactions.type.added', message: 'Added' },
  used: /*i18n*/ { id: 'admin.transactions.type.used', message: 'Used' },
} satisfies Record<AdminTransactionContract['type'], ServerMessage>;

/** What a ledger transaction was, worded beside its code (a new kind fails the type-check until it has one). */
const kindLabels = {
  grant: /*i18n*/ { id: 'admin.transactions.kind.grant', message: 'Added by an administrator' },
  welcome: /*i18n*/ { id: 'admin.transactions.kind.welcome', message: 'Welcome credits' },
  hold: /*i18n*/ { id: 'admin.transactions.kind.hold', message: 'Credits held for a reservation' },
  extend: /*i18n*/ { id: 'admin.transactions.kind.extend', message: 'Reservation extended' },
  release: /*i18n*/ { id: 'admin.transactions.kind.release', message: 'Reservation settled' },
  top_up: /*i18n*/ { id: 'admin.transactions.kind.top_up', message: 'Card top-up' },
  report_charge: /*i18n*/ { id: 'admin.transactions.kind.report_charge', message: 'Charge after a report' },
} satisfies Record<LedgerTransactionKind, ServerMessage>;

function isKind(code: string): code is LedgerTransactionKind {
  return Object.hasOwn(kindLabels, code);
}

/** The words for the CSV's codes in `language`; an unknown kind is left as its code. */
export function transactionLabels(language: Language): AdminTransactionCsvLabels {
  return {
    type: (code) => translate(language, typeLabels[code]),
    kind: (code) => (isKind(code) ? translate(language, kindLabels[code]) : code),
  };
}
