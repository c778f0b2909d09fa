import { call } from '../../../lib/api-call';
import { unwrapData } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';
import type { SessionUser } from '../../../lib/session-store';

/** PUT /users/{id} with the language: the server writes notifications and mail in it. */
export async function saveLanguage(userId: number, language: Language): Promise<SessionUser> {
  return unwrapData(await call('PUT /users/{id}', { params: { id: userId }, json: { language } }));
}
