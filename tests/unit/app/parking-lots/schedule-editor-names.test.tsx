// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WeeklyScheduleEditor } from '../../../../src/app/features/parking-lots/components/weekly-schedule-editor';
import { activateLanguage, i18n } from '../../../../src/app/lib/i18n';

afterEach(cleanup);

// Issue 44: the Romanian "Adaugă interval" buttons were named "Adaugă un interval: Luni", so a
// voice user saying what they see missed them (axe: label-content-name-mismatch, serious).
describe("the schedule editor's buttons are named by the words they show, then the day", () => {
  for (const [language, add, monday] of [
    ['ro', 'Adaugă interval', 'Luni'],
    ['en', 'Add hours', 'Monday'],
  ] as const) {
    it(`"${add} – ${monday}" (${language})`, async () => {
      await activateLanguage(language, { remember: false });
      render(
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={new QueryClient()}>
            <WeeklyScheduleEditor
              lotId={1}
              schedule={{ weekly: [{ day: 1, from: '08:00', to: '18:00' }] }}
              onDone={() => {}}
            />
          </QueryClientProvider>
        </I18nProvider>,
      );
      const shown = screen.getAllByRole('button').filter((button) => button.textContent?.trim());
      const named = shown.filter((button) => button.getAttribute('aria-label'));
      // Seven "add" buttons and Monday's "copy to weekdays".
      expect(named).toHaveLength(8);
      for (const button of named) {
        expect(button.getAttribute('aria-label')).toMatch(new RegExp(`^${button.textContent?.trim()} – `));
      }
      expect(screen.getByRole('button', { name: `${add} – ${monday}` })).toBeTruthy();
    });
  }
});
