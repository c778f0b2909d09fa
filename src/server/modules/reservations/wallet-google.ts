import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleWallet } from '../../settings/wallet-settings';
import type { WalletPassFacts } from './wallet-pass-facts';

/** The class every Loc Liber pass belongs to, under the issuer (made by the first save, like the object). */
const CLASS_SUFFIX = 'loc-liber-parking';

/**
 * The "Save to Google Wallet" link: https://pay.google.com/gp/v/save/<JWT>, the JWT signed
 * (RS256) by the issuer's service account, carrying a generic pass object with the same
 * fields as the Apple pass and a QR code of the same token. The object's id is the
 * reservation's, so saving twice keeps one pass. Nothing is called: Google reads the JWT when
 * the driver opens the link. Updating or voiding a saved pass is out of scope.
 */
export async function googleSaveUrl(
  settings: GoogleWallet,
  facts: WalletPassFacts,
  context: { origin: string; language: string; now: Date },
): Promise<string> {
  const text = (value: string) => ({ defaultValue: { language: context.language, value } });
  const classId = `${settings.issuerId}.${CLASS_SUFFIX}`;
  const object = {
    id: `${settings.issuerId}.reservation-${facts.id}`,
    classId,
    state: 'ACTIVE',
    cardTitle: text('Loc Liber'),
    subheader: text(facts.place.label),
    header: text(facts.place.value),
    hexBackgroundColor: '#0b5fff',
    logo: { sourceUri: { uri: `${context.origin}/icons/icon-192.png` }, contentDescription: text('Loc Liber') },
    barcode: { type: 'QR_CODE', value: facts.token, alternateText: facts.registration.value },
    validTimeInterval: { start: { date: facts.start.toISOString() }, end: { date: facts.end.toISOString() } },
    textModulesData: [...facts.times, facts.registration, ...(facts.address ? [facts.address] : [])].map((field) => ({
      id: field.key,
      header: field.label,
      body: field.value,
    })),
    linksModuleData: {
      uris: [{ uri: `${context.origin}/reservations/${facts.id}`, description: facts.title, id: 'app' }],
    },
  };
  const key = createPrivateKey(settings.privateKey);
  const jwt = await new SignJWT({
    origins: [context.origin],
    typ: 'savetowallet',
    payload: { genericClasses: [{ id: classId }], genericObjects: [object] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(context.now.getTime() / 1000))
    .sign(key);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
