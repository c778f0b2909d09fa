// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfflineBanner, savedTimeLabel } from '../../../src/app/components/layout/offline-banner';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';

const at = (text: string) => DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm', { zone: 'Europe/Bucharest' }).toMillis();

beforeAll(() => activateLanguage('ro', { remember: false }));
afterEach(() => {
  cleanup();
  act(() => onlineManager.setOnline(true));
});

function renderBanner(client: QueryClient) {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <OfflineBanner />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the offline banner', () => {
  it('shows nothing while online', () => {
    renderBanner(new QueryClient());
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('appears when the signal goes, with the time of the saved data, and leaves when it returns', () => {
    const client = new QueryClient();
    client.setQueryData(['reservations', 'list', {}], [], { updatedAt: Date.now() });
    renderBanner(client);
    act(() => onlineManager.setOnline(false));
    const expected = DateTime.now().setZone('Europe/Bucharest').toFormat('HH:mm');
    expect(screen.getByRole('status').textContent).toBe(`Fără conexiune - date din ${expected}`);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('says when nothing has been saved yet', () => {
    act(() => onlineManager.setOnline(false));
    renderBanner(new QueryClient());
    expect(screen.getByTestId('offline-banner').textContent).toBe('Fără conexiune - nu există încă date salvate');
  });
});

describe('the time of the saved data', () => {
  it('is the clock time for today and carries the day for older data', () => {
    expect(savedTimeLabel(at('2026-03-10 14:32'), at('2026-03-10 18:00'))).toBe('14:32');
    expect(savedTimeLabel(at('2026-03-09 23:05'), at('2026-03-10 08:00'))).toBe('09/03 23:05');
  });
});
