import { formatInZone } from '../../../domain/zoned-time';
import { translate, type Language } from '../../lib/i18n';
import type { SignedPass } from './pass';
import { walletMessages as w } from './wallet-messages';

/** One labelled line of a wallet pass, in the driver's language. */
export type WalletField = { key: string; label: string; value: string };

/**
 * What both wallets show of a pass, in the driver's language: the place, the times (as the app
 * writes them, in the app's zone), the registration and the address; the same Ed25519 token
 * as the app's QR code, so the owner's check reads either alike.
 */
export function walletPassFacts(pass: SignedPass, language: Language, zone: string) {
  const { row, token } = pass;
  const r = row.reservation;
  const at = (date: Date) => formatInZone(date.getTime(), zone, 'dd/MM/yyyy HH:mm');
  const t = (message: (typeof w)[keyof typeof w], values?: Record<string, unknown>) =>
    translate(language, message, values);
  const address = [row.lot.address, row.locationTitle].filter(Boolean).join(', ');
  return {
    id: r.id,
    token,
    title: t(w.title),
    description: t(w.description, { place: row.lot.identifier }),
    place: { key: 'place', label: t(w.place), value: row.lot.identifier } satisfies WalletField,
    times: [
      { key: 'from', label: t(w.from), value: at(r.startTime) },
      { key: 'until', label: t(w.until), value: at(r.endTime) },
    ] satisfies WalletField[],
    registration: {
      key: 'registration',
      label: t(w.registration),
      value: r.automobileRegistration,
    } satisfies WalletField,
    address: address ? ({ key: 'address', label: t(w.address), value: address } satisfies WalletField) : undefined,
    howToCheck: t(w.howToCheck),
    nearby: t(w.nearby, { place: row.lot.identifier }),
    start: r.startTime,
    end: r.endTime,
    latitude: row.lot.latitude,
    longitude: row.lot.longitude,
  };
}

export type WalletPassFacts = ReturnType<typeof walletPassFacts>;
