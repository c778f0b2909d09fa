import { session } from '../../lib/api';
import { activateLanguage, currentLanguage, isLanguage, storedLanguage } from '../../lib/i18n';
import { saveLanguageForUser } from './change-language';

/**
 * On sign-in: a language chosen on this device wins and is saved to the account; with no
 * choice made here yet, the account's language is adopted. Returns the unsubscribe.
 */
export function startLanguageSync(): () => void {
  let lastUserId = session.get().user?.id;
  return session.subscribe(() => {
    const user = session.get().user;
    if (user?.id === lastUserId) return;
    lastUserId = user?.id;
    if (!user) return;
    const chosenHere = storedLanguage();
    if (chosenHere) void saveLanguageForUser(chosenHere);
    else if (isLanguage(user.language) && user.language !== currentLanguage()) void activateLanguage(user.language);
  });
}
