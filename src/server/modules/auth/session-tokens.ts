import type { TokenContract } from '../../../domain/contracts/auth';
import type { Db } from '../../db/client';
import { issueRefreshToken } from './refresh-token-repository';
import { createSession, type AuthUser } from './session-repository';

export type TokenResponse = TokenContract;

export function tokenResponse(
  tokens: { accessToken: string; accessExpiresAt: Date; scope: string; refreshToken?: string },
  now: Date,
): TokenResponse {
  return {
    token: tokens.accessToken,
    ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
    token_type: 'Bearer',
    expires_in: Math.round((tokens.accessExpiresAt.getTime() - now.getTime()) / 1000),
    scope: tokens.scope,
  };
}

/** Signs a user in: a new session with an access token, and a refresh token when remembered. */
export async function openSession(db: Db, user: AuthUser, remember: boolean, now: Date): Promise<TokenResponse> {
  return db.transaction(async (tx) => {
    const { session, ...access } = await createSession(tx, user, remember, now);
    const refresh = remember ? await issueRefreshToken(tx, session.id, session.expiresAt, now) : undefined;
    return tokenResponse({ ...access, refreshToken: refresh?.refreshToken }, now);
  });
}
