import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, languageFromHeader, type Language } from './i18n';

/** The caller's language: what the app says it shows (Accept-Language), else the account's, else ro. */
export function requestLanguage(request: FastifyRequest): Language {
  const fromHeader = languageFromHeader(request.headers['accept-language']);
  if (fromHeader) return fromHeader;
  const userLanguage = request.auth?.user.language;
  return isLanguage(userLanguage) ? userLanguage : defaultLanguage;
}
