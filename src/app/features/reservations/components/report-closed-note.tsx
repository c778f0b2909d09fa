import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { REPORT_CLOSES_AFTER_START_MS } from '../../../../domain/report-rules';

/**
 * Where "Spot taken?" stood once its window closed (PRODUCT.md "Trust at the lot": up to 15
 * minutes after the start), so the button does not vanish without a word.
 */
export function ReportClosedNote() {
  const { t } = useLingui();
  const minutes = REPORT_CLOSES_AFTER_START_MS / 60_000;
  return (
    <p className="text-sm muted" data-testid="report-closed">
      {t`A taken spot can be reported up to ${plural(minutes, { one: '# minute', other: '# minutes' })} after the start; that time has passed.`}
    </p>
  );
}
