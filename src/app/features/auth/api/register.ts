import { useMutation } from '@tanstack/react-query';
import { api, session } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import type { SessionUser, TokenAnswer } from '../../../lib/session-store';
import { fetchCurrentUser } from './current-user';

export type RegisterInput = {
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
};

/** POST /register signs the new user in at once (token and user in the answer), in the app's language. */
export async function register(input: RegisterInput) {
  session.clear();
  try {
    const answer = await api.post<TokenAnswer & { user?: SessionUser }>('register', {
      json: {
        ...input,
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone.trim() || null,
        language: currentLanguage(),
      },
      anonymous: true,
    });
    session.setTokens(answer);
    if (answer.user) {
      session.setUser(answer.user);
      return answer.user;
    }
    return await fetchCurrentUser();
  } catch (err) {
    session.clear();
    throw err;
  }
}

export const useRegister = () => useMutation({ mutationFn: register });
