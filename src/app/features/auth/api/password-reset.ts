import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordSchema } from '../../../../domain/auth-schemas';
import { call } from '../../../lib/api-call';

/** POST /forgot-password: the answer is the same whether the email exists or not. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => call('POST /forgot-password', { json: { email: email.trim() }, anonymous: true }),
  });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /reset-password with the token and email from the mailed link. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      call('POST /reset-password', { json: { ...input, email: input.email.trim() }, anonymous: true }),
  });
