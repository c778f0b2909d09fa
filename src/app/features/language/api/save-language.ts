import type { DataBody } from '../../../../domain/contracts/common';
import { api } from '../../../lib/api';
import { unwrapData } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session-store';

/** PUT /users/{id} with the language: the server writes notifications and mail in it. */
export async function saveLanguage(userId: number, language: string): Promise<SessionUser> {
  return unwrapData(await api.put<DataBody<SessionUser>>(`users/${userId}`, { json: { language } }));
}
