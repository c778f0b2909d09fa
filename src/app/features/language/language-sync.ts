import { session } from '../../lib/api';
import { activateLanguage, currentLanguage, isLanguage, storedLanguage } from '../../lib/i18n';
import { refetchServerTexts, saveLanguageForUser } from './change-language';

/** With no language chosen on this device, the account's language is the one to speak (the inbox too). */
function adoptAccountLanguage(language: string): void {
  if (!storedLanguage() && isLanguage(language) && language !== currentLanguage())
    void activateLanguage(language).then(refetchServerTexts);
}

/**
 * Resolves once the interface speaks the signed-in account's language (when this device has
 * no choice of its own): messages of the sign-in itself wait for it, so they never come in
 * the previous language.
 */
export async function accountLanguageReady(): Promise<void> {
  const user = session.get().user;
  if (user && !storedLanguage() && isLanguage(user.language) && user.language !== currentLanguage())
    await activateLanguage(user.language);
}

/**
 * On sign-in: a language chosen on this device wins and is saved to the account; with no
 * choice made here yet, the account's language is adopted. A user already signed in when
 * the app starts (a reload right after signing in, before the choice was kept) is treated
 * the same way, without saving. Returns the unsubscribe.
 */
export function startLanguageSync(): () => void {
  let lastUserId = session.get().user?.id;
  const signedIn = session.get().user;
  if (signedIn) adoptAccountLanguage(signedIn.language);
  return session.subscribe(() => {
    const user = session.get().user;
    if (user?.id === lastUserId) return;
    lastUserId = user?.id;
    if (!user) return;
    const chosenHere = storedLanguage();
    if (chosenHere) void saveLanguageForUser(chosenHere);
    else adoptAccountLanguage(user.language);
  });
}
