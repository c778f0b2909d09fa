import { readFileSync } from 'node:fs';
import type { AppleWallet } from '../../settings/wallet-settings';
import type { WalletPassFacts } from './wallet-pass-facts';

/** The pass's icon at the three sizes Wallet asks for (iOS refuses a pass without icon.png). */
const iconFiles = ['icon.png', 'icon@2x.png', 'icon@3x.png'] as const;
let icons: Record<string, Buffer> | undefined;
const iconBuffers = () =>
  (icons ??= Object.fromEntries(
    iconFiles.map((name) => [name, readFileSync(new URL(`./wallet-icons/${name}`, import.meta.url))]),
  ));

/**
 * The Apple Wallet pass (.pkpass: a zip of pass.json, the icons, manifest.json with each
 * file's SHA-1, and the manifest's detached PKCS#7 signature by the pass type's certificate),
 * made by passkit-generator. A generic pass: the place large, the times, the registration,
 * the address and how the check works on the back; the QR code carries the same token as
 * the app's; relevant near the lot and from the start, expired at the end. Updating or
 * voiding a pass already in the Wallet is out of scope (docs/passes.md).
 */
export async function applePkpass(settings: AppleWallet, facts: WalletPassFacts): Promise<Buffer> {
  const { PKPass } = await import('passkit-generator');
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeId,
    teamIdentifier: settings.teamId,
    serialNumber: `reservation-${facts.id}`,
    organizationName: 'Loc Liber',
    description: facts.description,
    logoText: 'Loc Liber',
    backgroundColor: 'rgb(11, 95, 255)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(219, 230, 255)',
    generic: {},
  };
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson)), ...iconBuffers() },
    {
      wwdr: settings.wwdr,
      signerCert: settings.signerCert,
      signerKey: settings.signerKey,
      signerKeyPassphrase: settings.signerKeyPassphrase,
    },
  );
  pass.primaryFields.push(facts.place);
  pass.secondaryFields.push(...facts.times);
  pass.auxiliaryFields.push(facts.registration);
  if (facts.address) pass.backFields.push(facts.address);
  pass.backFields.push({ key: 'check', label: facts.title, value: facts.howToCheck });
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: facts.token,
    messageEncoding: 'iso-8859-1',
    altText: facts.registration.value,
  });
  pass.setRelevantDate(facts.start);
  pass.setExpirationDate(facts.end);
  pass.setLocations({ latitude: facts.latitude, longitude: facts.longitude, relevantText: facts.nearby });
  return pass.getAsBuffer();
}
