import { useMutation } from '@tanstack/react-query';
import { session } from '../../../lib/api';
import { call } from '../../../lib/api-call';
import { ApiError } from '../../../lib/api-error';

/**
 * GET /reservations/{id}/pass.pkpass, handed to the browser as a file of Apple's pass type:
 * Safari on an iPhone (and on a Mac) opens it in the "Add to Wallet" sheet. It is fetched
 * with the session (a plain link would carry none), so it goes through a blob URL.
 */
export async function openApplePass(id: number, language: string): Promise<void> {
  const base = import.meta.env.VITE_API_BASE ?? '/api';
  const response = await fetch(`${base}/reservations/${id}/pass.pkpass`, {
    headers: { Authorization: `Bearer ${session.get().accessToken ?? ''}`, 'Accept-Language': language },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message);
  }
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/vnd.apple.pkpass' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `loc-liber-${id}.pkpass`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /reservations/{id}/pass/google: the "Save to Google Wallet" link, opened at once. */
export async function openGoogleWalletLink(id: number): Promise<void> {
  const { save_url } = await call('GET /reservations/{id}/pass/google', { params: { id } });
  window.location.assign(save_url);
}

export const useAddToWallet = () =>
  useMutation({
    mutationFn: ({ wallet, id, language }: { wallet: 'apple' | 'google'; id: number; language: string }) =>
      wallet === 'apple' ? openApplePass(id, language) : openGoogleWalletLink(id),
  });
