import { z } from 'zod';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The wallet settings' files (docs/passes.md, "Wallet passes"): each PEM certificate or key, and
 * Google's service-account key (JSON), is given either inline (the text itself, as a secret
 * store hands it over) or as the path of a file holding it. Read and checked at start, so a
 * wrong file stops the server naming the variable, never the secret.
 */

type Read<T> = T | { refused: string };

/** The setting's text: itself when it looks like the content, else the file it names. */
function contentOf(value: string, looksInline: (text: string) => boolean): Read<string> {
  const text = value.trim();
  if (looksInline(text)) return text;
  if (!existsSync(text)) return { refused: 'is neither the content itself nor the path of a readable file' };
  try {
    return readFileSync(text, 'utf8');
  } catch {
    return { refused: 'names a file that cannot be read' };
  }
}

/** Inline PEM may come with its line breaks written as \n (one line in an environment file). */
const pemOf = (value: string) => contentOf(value.replace(/\\n/g, '\n'), (text) => text.startsWith('-----BEGIN'));

/** A PEM X.509 certificate (inline or a file). */
export function readCertificate(value: string): Read<string> {
  const pem = pemOf(value);
  if (typeof pem !== 'string') return pem;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return { refused: 'must be a PEM certificate (-----BEGIN CERTIFICATE-----), inline or in a file' };
  }
}

/** A PEM private key (inline or a file), checked later against its passphrase and certificate. */
export function readPrivateKeyText(value: string): Read<string> {
  const pem = pemOf(value);
  if (typeof pem !== 'string') return pem;
  return /-----BEGIN (ENCRYPTED |RSA |EC )?PRIVATE KEY-----/.test(pem)
    ? pem
    : { refused: 'must be a PEM private key (-----BEGIN PRIVATE KEY-----), inline or in a file' };
}

/** Why the signer's key does not go with its certificate (a wrong passphrase, another key), or undefined. */
export function signerProblem(certificate: string, key: string, passphrase: string | undefined): string | undefined {
  let privateKey;
  try {
    privateKey = createPrivateKey({ key, format: 'pem', passphrase });
  } catch {
    return passphrase === undefined
      ? 'cannot be read: is it encrypted? Set APPLE_PASS_KEY_PASSPHRASE'
      : 'cannot be read with APPLE_PASS_KEY_PASSPHRASE';
  }
  return new X509Certificate(certificate).checkPrivateKey(privateKey)
    ? undefined
    : "is not the private key of APPLE_PASS_CERTIFICATE's certificate";
}

export type ServiceAccount = { clientEmail: string; privateKey: string };

/** A Google service-account key (its JSON, inline or a file): the account's email and RSA private key. */
export function readServiceAccount(value: string): Read<ServiceAccount> {
  const json = contentOf(value, (text) => text.startsWith('{'));
  if (typeof json !== 'string') return json;
  try {
    const parsed = JSON.parse(json) as { client_email?: unknown; private_key?: unknown };
    if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string') throw new Error('fields');
    const key = createPrivateKey(parsed.private_key);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return { clientEmail: parsed.client_email, privateKey: parsed.private_key };
  } catch {
    return {
      refused: "must be a service account's JSON key with client_email and an RSA private_key, inline or in a file",
    };
  }
}

/** A setting read by `read` at start: its content, or the reason it is refused (the value is never echoed). */
const fileSetting = <T>(read: (value: string) => Read<T>) =>
  z.string().transform((value, ctx): T => {
    const result = read(value);
    if (typeof result === 'object' && result !== null && 'refused' in result) {
      ctx.addIssue({ code: 'custom', message: result.refused });
      return z.NEVER;
    }
    return result as T;
  });

/** The wallet settings of the environment (README's configuration table), each checked on its own. */
export const walletEnv = {
  APPLE_PASS_TYPE_ID: z
    .string()
    .regex(/^pass(\.[A-Za-z0-9-]+)+$/, 'must be a pass type identifier such as pass.ro.locliber.parking')
    .optional(),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team identifier')
    .optional(),
  APPLE_PASS_CERTIFICATE: fileSetting(readCertificate).optional(),
  APPLE_PASS_KEY: fileSetting(readPrivateKeyText).optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_CERTIFICATE: fileSetting(readCertificate).optional(),
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{6,25}$/, 'must be the issuer id (digits) of the Google Wallet console')
    .optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: fileSetting(readServiceAccount).optional(),
};

type WalletEnv = { [K in keyof typeof walletEnv]?: z.output<(typeof walletEnv)[K]> };

const appleRequired = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERTIFICATE',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERTIFICATE',
] as const;
const googleRequired = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

/** Each wallet's settings all or none, and the signer's key the certificate's, with its passphrase. */
export function checkWalletEnv(env: WalletEnv, ctx: z.RefinementCtx): void {
  const group = (names: readonly (keyof WalletEnv)[], what: string) => {
    const set = names.filter((name) => env[name] !== undefined);
    const missing = names.filter((name) => env[name] === undefined);
    if (set.length > 0 && missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [missing.join(', ')],
        message: `not set, but ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'}: ${what} needs ${names.join(', ')} (all, or none)`,
      });
    }
    return missing.length === 0;
  };
  const apple = group(appleRequired, 'an Apple Wallet pass');
  if (env.APPLE_PASS_KEY_PASSPHRASE !== undefined && env.APPLE_PASS_KEY === undefined) {
    ctx.addIssue({ code: 'custom', path: ['APPLE_PASS_KEY_PASSPHRASE'], message: 'is set without APPLE_PASS_KEY' });
  }
  if (apple && env.APPLE_PASS_CERTIFICATE && env.APPLE_PASS_KEY) {
    const problem = signerProblem(env.APPLE_PASS_CERTIFICATE, env.APPLE_PASS_KEY, env.APPLE_PASS_KEY_PASSPHRASE);
    if (problem) ctx.addIssue({ code: 'custom', path: ['APPLE_PASS_KEY'], message: problem });
  }
  group(googleRequired, 'a Google Wallet pass');
}

/** Apple's settings when all are set (the pass can be signed), else undefined. */
export function appleWallet(env: WalletEnv) {
  const { APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERTIFICATE, APPLE_PASS_KEY, APPLE_WWDR_CERTIFICATE } = env;
  if (!APPLE_PASS_TYPE_ID || !APPLE_TEAM_ID || !APPLE_PASS_CERTIFICATE || !APPLE_PASS_KEY || !APPLE_WWDR_CERTIFICATE)
    return undefined;
  return {
    passTypeId: APPLE_PASS_TYPE_ID,
    teamId: APPLE_TEAM_ID,
    signerCert: APPLE_PASS_CERTIFICATE,
    signerKey: APPLE_PASS_KEY,
    signerKeyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE,
    wwdr: APPLE_WWDR_CERTIFICATE,
  };
}
export type AppleWallet = NonNullable<ReturnType<typeof appleWallet>>;

/** Google's settings when both are set, else undefined. */
export function googleWallet(env: WalletEnv) {
  const { GOOGLE_WALLET_ISSUER_ID: issuerId, GOOGLE_WALLET_SERVICE_ACCOUNT: account } = env;
  return issuerId && account ? { issuerId, ...account } : undefined;
}
export type GoogleWallet = NonNullable<ReturnType<typeof googleWallet>>;
