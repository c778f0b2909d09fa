import { readText } from './browser-storage';

// The app's languages with no Lingui: the early script (src/app/early.ts) reads the stored one
// too.

export const languages = ['ro', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ro';
export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language chosen on this device (browser storage), if any. */
export function storedLanguage(): Language | undefined {
  const value = readText(languageStorageKey);
  return isLanguage(value) ? value : undefined;
}
