import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { AuthUser } from '../../lib/request-auth';
import { appleWallet, googleWallet } from '../../settings/wallet-settings';
import { signedPassOf } from './pass';
import { applePkpass } from './wallet-apple';
import { googleSaveUrl } from './wallet-google';
import { walletMessages as w } from './wallet-messages';
import { walletPassFacts } from './wallet-pass-facts';

type WalletDeps = Pick<Deps, 'config' | 'db' | 'now'>;

/**
 * GET /reservations/{id}/pass.pkpass: the driver's pass for Apple Wallet, in their language.
 * 404 without the APPLE_* settings (no button is offered then), and as for the app's pass:
 * 404 for anyone but the driver, 409 once the reservation is closed.
 */
export async function appleWalletPass(deps: WalletDeps, user: AuthUser, id: number, language: Language) {
  const settings = appleWallet(deps.config);
  if (!settings) throw notFound(w.notSetUp);
  const pass = await signedPassOf(deps, user, id);
  return applePkpass(settings, walletPassFacts(pass, language, deps.config.APP_TIMEZONE));
}

/** GET /reservations/{id}/pass/google: the "Save to Google Wallet" link (404 without the GOOGLE_WALLET_* settings). */
export async function googleWalletLink(
  deps: WalletDeps,
  user: AuthUser,
  id: number,
  context: { language: Language; origin: string },
): Promise<{ save_url: string }> {
  const settings = googleWallet(deps.config);
  if (!settings) throw notFound(w.notSetUp);
  const pass = await signedPassOf(deps, user, id);
  const facts = walletPassFacts(pass, context.language, deps.config.APP_TIMEZONE);
  return { save_url: await googleSaveUrl(settings, facts, { ...context, now: deps.now() }) };
}
