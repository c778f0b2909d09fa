import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage } from '../../../src/app/lib/api-error';
import { activateLanguage } from '../../../src/app/lib/i18n';
import { savedDataUpdatedAt, startOnlineTracking } from '../../../src/app/lib/online-state';

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('offline state', () => {
  it('starts offline when the browser opens with no signal (TanStack Query would assume online)', () => {
    vi.stubGlobal('navigator', { onLine: false });
    startOnlineTracking();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('dates the banner by the newest data kept for offline use, not by other queries', () => {
    const client = new QueryClient();
    expect(savedDataUpdatedAt(client)).toBe(0);
    client.setQueryData(['reservations', 'list', {}], [], { updatedAt: 1_000 });
    client.setQueryData(['credits', 'balance'], { balance: 3 }, { updatedAt: 5_000 });
    client.setQueryData(['admin', 'users'], [], { updatedAt: 9_000 });
    expect(savedDataUpdatedAt(client)).toBe(5_000);
  });

  it('says a call that got no answer was not sent, in the current language', async () => {
    await activateLanguage('ro', { remember: false });
    expect(errorMessage(new ApiError(0, undefined), 'Rezervarea a eșuat')).toBe(
      'Nu există conexiune. Verifică semnalul și încearcă din nou.',
    );
    await activateLanguage('en', { remember: false });
    expect(errorMessage(new ApiError(0, undefined), 'Reservation failed')).toBe(
      'No connection. Check your signal and try again.',
    );
    expect(errorMessage(new ApiError(500, undefined), 'Reservation failed')).toBe('Reservation failed');
  });
});
