import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema } from '../../../../domain/auth-schemas';
import { session } from '../../../lib/api';
import { call } from '../../../lib/api-call';
import { fetchCurrentUser } from './current-user';

export type LoginInput = z.input<typeof loginSchema>;

/** POST /login, then GET /user. Any failure leaves no half-signed-in session behind. */
export async function login(input: LoginInput) {
  session.clear();
  try {
    const answer = await call('POST /login', {
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
