import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type MessageAnswer = { message?: string };

/** POST /forgot-password: the answer is the same whether the email exists or not. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.post<MessageAnswer>('forgot-password', { json: { email: email.trim() }, anonymous: true }),
  });

export type ResetPasswordInput = { email: string; token: string; password: string; password_confirmation: string };

/** POST /reset-password with the token and email from the mailed link. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post<MessageAnswer>('reset-password', { json: { ...input, email: input.email.trim() }, anonymous: true }),
  });
