import { SIGNED_IN_COOKIE } from '../../domain/signed-in-hint.ts';

/** Keeps the server's hint (domain/signed-in-hint.ts) in step with the session stored on the device. */
export function rememberSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
