import { i18n, type Messages } from '@lingui/core';
import { readText, writeText } from './browser-storage';

export const languages = ['ro', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ro';
const storageKey = 'language';

export const languageNames: Record<Language, string> = { ro: 'Română', en: 'English' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

// One chunk per catalog: only the language in use is downloaded.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  ro: () => import('../../../locales/ro/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
};

/** The language chosen on this device (browser storage), if any. */
export function storedLanguage(): Language | undefined {
  const value = readText(storageKey);
  return isLanguage(value) ? value : undefined;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : defaultLanguage;
}

/**
 * Loads and activates a language: every mounted component re-renders in it (I18nProvider
 * listens), <html lang> follows and the choice is kept under the `language` key.
 */
export async function activateLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (options.remember ?? true) writeText(storageKey, language);
}

export { i18n };
