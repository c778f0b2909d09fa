// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportClosedNote } from '../../../src/app/features/reservations/components/report-closed-note';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';

afterEach(cleanup);

// Issue 44: "Spot taken?" vanished 15 minutes after the start with no word why.
describe('where "Spot taken?" stood after its window', () => {
  for (const [language, words] of [
    ['ro', 'Un loc ocupat se poate raporta până la 15 minute după început; acest timp a trecut.'],
    ['en', 'A taken spot can be reported up to 15 minutes after the start; that time has passed.'],
  ] as const) {
    it(`says why (${language})`, async () => {
      await activateLanguage(language, { remember: false });
      render(
        <I18nProvider i18n={i18n}>
          <ReportClosedNote />
        </I18nProvider>,
      );
      expect(screen.getByTestId('report-closed').textContent).toBe(words);
    });
  }
});
