import { useMutation } from '@tanstack/react-query';
import type { NotifyPreferences } from '../../../../domain/contracts/push';
import { api, session } from '../../../lib/api';
import type { SessionUser } from '../../../lib/session-store';

export type AccountInput = {
  name: string;
  email: string;
  phone: string;
  /** Blank keeps the current password. */
  password: string;
  password_confirmation: string;
  /** Asked when the email or the password changes. */
  current_password: string;
  /** Which notifications reach the user by push; left out: unchanged. */
  notify?: NotifyPreferences;
};

/** PUT /account; the answer's user replaces the one in the session. */
export async function updateAccount(input: AccountInput) {
  const answer = await api.put<{ message?: string; data: SessionUser }>('account', {
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
