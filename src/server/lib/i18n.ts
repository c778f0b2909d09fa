import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatter as poFormatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

function loadCatalog(language: Language): Record<string, string> {
  const path = fileURLToPath(new URL(`../../../locales/${language}/server.po`, import.meta.url));
  const parse = poFormatter({ explicitIdAsDefault: true }).parse as (
    content: string,
    ctx: { locale: string | null; sourceLocale: string; filename: string },
  ) => Record<string, { message?: string; translation?: string }>;
  const catalog = parse(readFileSync(path, 'utf8'), { locale: language, sourceLocale: 'en', filename: path });
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalog)) {
    const text = entry.translation || entry.message;
    if (text) messages[id] = text;
  }
  return messages;
}

let instances: Record<Language, I18n> | undefined;

/**
 * Lingui compiles a string message on every translation (a notification's title and text on
 * every booking: about 20 µs each in the booking bench's profile). The texts are the catalogs'
 * and the code's, a fixed set, and a compiled message is only read: each is compiled once.
 */
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
function compileOnce(message: string): ReturnType<typeof compileMessage> {
  let done = compiled.get(message);
  if (done === undefined) {
    done = compileMessage(message);
    compiled.set(message, done);
  }
  return done;
}

function i18nFor(language: Language): I18n {
  instances ??= Object.fromEntries(
    languages.map((lang) => {
      const i18n = setupI18n();
      i18n.setMessagesCompiler(compileOnce);
      i18n.loadAndActivate({ locale: lang, messages: loadCatalog(lang) });
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
