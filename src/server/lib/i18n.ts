import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { serverCatalog } from './server-catalogs';

export const languages = ['ro', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ro';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Server-side messages (API errors, notifications, mail) are Lingui message descriptors
 * marked with a comment the extractor reads, so they land in locales/{ro,en}/server.po:
 *   const msg = i18nMessage({ id: 'auth.invalid_credentials', message: 'Invalid email or password' })
 * (The server runs without the Lingui macros' compile step, so it uses explicit ids.)
 */
export type ServerMessage = MessageDescriptor & { id: string; message: string };

let instances: Record<Language, I18n> | undefined;

function i18nFor(language: Language): I18n {
  instances ??= Object.fromEntries(
    languages.map((lang) => {
      const i18n = setupI18n();
      // The catalogs come compiled; the compiler is for a source text with no catalog entry.
      i18n.setMessagesCompiler(compileMessage);
      i18n.loadAndActivate({ locale: lang, messages: serverCatalog(lang) });
      return [lang, i18n];
    }),
  ) as Record<Language, I18n>;
  return instances[language];
}

/** Translates a server message into a language; falls back to the English source text. */
export function translate(language: Language, message: ServerMessage, values?: Record<string, unknown>): string {
  return i18nFor(language)._({ ...message, values: { ...message.values, ...values } });
}

/** Picks ro or en from an Accept-Language header (the app sends its current language). */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return undefined;
}
