import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const openssl = (dir: string, ...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/**
 * Test stand-ins for the wallets' credentials, made with openssl in a temporary folder: a
 * self-signed CA in the place of Apple's WWDR certificate, a pass-signing certificate it
 * issued with an encrypted key, and a Google service account's RSA key. Real PEM files the
 * real libraries read; nothing here is Apple's or Google's.
 */
export function walletCredentials() {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-'));
  openssl(
    dir,
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Test WWDR',
  );
  openssl(
    dir,
    'req',
    '-newkey',
    'rsa:2048',
    '-keyout',
    'signer.key',
    '-passout',
    'pass:test-phrase',
    '-out',
    'signer.csr',
    '-subj',
    '/CN=Pass Type ID: pass.ro.locliber.test/OU=ABCDE12345',
  );
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    'signer.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'signer.pem',
    '-days',
    '2',
  );
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    type: 'service_account',
    client_email: 'wallet@loc-liber-test.iam.gserviceaccount.com',
    private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  };
  writeFileSync(join(dir, 'account.json'), JSON.stringify(account));
  return {
    dir,
    caPath: join(dir, 'ca.pem'),
    env: {
      APPLE_PASS_TYPE_ID: 'pass.ro.locliber.test',
      APPLE_TEAM_ID: 'ABCDE12345',
      // One of each form: a file path and the PEM inline.
      APPLE_PASS_CERTIFICATE: join(dir, 'signer.pem'),
      APPLE_PASS_KEY: readFileSync(join(dir, 'signer.key'), 'utf8'),
      APPLE_PASS_KEY_PASSPHRASE: 'test-phrase',
      APPLE_WWDR_CERTIFICATE: join(dir, 'ca.pem'),
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify(account),
    },
    googlePublicKey: google.publicKey,
    openssl: (...args: string[]) => openssl(dir, ...args),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
