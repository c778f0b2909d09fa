// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BalanceCard } from '../../../src/app/features/credits/components/balance-card';
import { creditCount } from '../../../src/app/lib/counts';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';
import { creditKeys } from '../../../src/app/lib/query-keys';

const counts = [0, 1, 2, 19, 20, 101, 1000];
// CLDR's Romanian: one (1), few (0, and 2-19 past each hundred: 101 too), other ("de": 20,
// 1000); the figure in the language's number format, as ICU's # writes it.
const words = {
  ro: ['0 credite', '1 credit', '2 credite', '19 credite', '20 de credite', '101 credite', '1.000 de credite'],
  en: ['0 credits', '1 credit', '2 credits', '19 credits', '20 credits', '101 credits', '1,000 credits'],
} as const;

afterEach(cleanup);

/** The balance card's figure and word, as shown for a balance of `balance`. */
function shownBalance(balance: number): string {
  const client = new QueryClient();
  client.setQueryData(creditKeys.balance(), balance);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BalanceCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const text = screen.getByTestId('balance').textContent ?? '';
  cleanup();
  return text.replace(/\s+/g, ' ').trim();
}

describe('counts of credits in the forms each language needs', () => {
  for (const language of ['ro', 'en'] as const) {
    it(`reads ${words[language].join(', ')} (${language}), on the balance card too`, async () => {
      await activateLanguage(language, { remember: false });
      expect(counts.map((n) => i18n._(creditCount(n)))).toEqual(words[language]);
      expect(counts.map(shownBalance)).toEqual(words[language]);
    });
  }
});
