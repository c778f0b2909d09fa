import { i18n, type Messages } from '@lingui/core';
import { writeText } from './browser-storage';
import { defaultLanguage, isLanguage, languageStorageKey as storageKey, type Language } from './languages';

export { defaultLanguage, isLanguage, languages, storedLanguage, type Language } from './languages';

export const languageNames: Record<Language, string> = { ro: 'Română', en: 'English' };

// One chunk per catalog: only the language in use is downloaded.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  ro: () => import('../../../locales/ro/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
};

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : defaultLanguage;
}

/**
 * Loads and activates a language: every mounted component re-renders in it (I18nProvider
 * listens), <html lang> follows and the choice is kept under the `language` key (browser
 * storage, and a cookie of the same name for the server).
 */
export async function activateLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (options.remember ?? true) {
    writeText(storageKey, language);
    // The server reads it too: the login page it sends (prerendered) is in this language.
    if (typeof document !== 'undefined')
      document.cookie = `${storageKey}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}

export { i18n };
