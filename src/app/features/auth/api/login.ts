import { useMutation } from '@tanstack/react-query';
import { api, session } from '../../../lib/api';
import type { TokenAnswer } from '../../../lib/session-store';
import { fetchCurrentUser } from './current-user';

export type LoginInput = { email: string; password: string; remember: boolean };

/** POST /login, then GET /user. Any failure leaves no half-signed-in session behind. */
export async function login(input: LoginInput) {
  session.clear();
  try {
    const answer = await api.post<TokenAnswer>('login', {
      json: { ...input, email: input.email.trim() },
      anonymous: true,
    });
    session.setTokens(answer);
    return await fetchCurrentUser();
  } catch (err) {
    session.clear();
    throw err;
  }
}

export const useLogin = () => useMutation({ mutationFn: login });
