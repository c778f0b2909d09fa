import { session } from '../../lib/api';
import { activateLanguage, type Language } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { notificationKeys } from '../../lib/query-keys';
import { saveLanguage } from './api/save-language';

/** Saves the language on the account; a failure is only logged (SPEC.md section 4). */
export async function saveLanguageForUser(language: Language): Promise<void> {
  const user = session.get().user;
  if (!user || user.language === language) return;
  try {
    await saveLanguage(user.id, language);
    const current = session.get().user;
    if (current?.id === user.id) session.setUser({ ...current, language });
  } catch (err) {
    console.error('Could not save the language on the account', err);
  }
}

/** Asks again for what the server writes in the reader's language: the inbox (docs/realtime.md). */
export function refetchServerTexts(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Switches the interface at once (no reload), remembers it here and, signed in, on the account. */
export async function changeLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  await saveLanguageForUser(language);
  await refetchServerTexts();
}
