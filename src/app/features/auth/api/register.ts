import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerSchema } from '../../../../domain/auth-schemas';
import { session } from '../../../lib/api';
import { call } from '../../../lib/api-call';
import type { FormText } from '../../../lib/form-text';
import { currentLanguage } from '../../../lib/i18n';
import { fetchCurrentUser } from './current-user';

/** The form's fields (the language is the app's, added here). */
export type RegisterInput = FormText<Omit<z.input<typeof registerSchema>, 'language'>>;

/** POST /register signs the new user in at once (token and user in the answer), in the app's language. */
export async function register(input: RegisterInput) {
  session.clear();
  try {
    const answer = await call('POST /register', {
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
