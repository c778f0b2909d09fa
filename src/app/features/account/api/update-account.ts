import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountUpdateSchema } from '../../../../domain/auth-schemas';
import { session } from '../../../lib/api';
import { call } from '../../../lib/api-call';
import type { FormText } from '../../../lib/form-text';

type AccountUpdateRequest = z.input<typeof accountUpdateSchema>;

/**
 * The account form: its text fields (a blank password keeps the current one; the current
 * password is asked when the email or the password changes) and which notifications reach the
 * user by push (left out: unchanged).
 */
export type AccountInput = FormText<Omit<AccountUpdateRequest, 'notify'>> & Pick<AccountUpdateRequest, 'notify'>;

/** PUT /account; the answer's user replaces the one in the session. */
export async function updateAccount(input: AccountInput) {
  const answer = await call('PUT /account', {
    json: {
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone.trim() || null,
      password: input.password || null,
      password_confirmation: input.password_confirmation || null,
      current_password: input.current_password || null,
      ...(input.notify ? { notify: input.notify } : {}),
    },
  });
  if (answer?.data) session.setUser(answer.data);
  return answer;
}

export const useUpdateAccount = () => useMutation({ mutationFn: updateAccount });
