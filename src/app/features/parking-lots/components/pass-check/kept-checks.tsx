import { useLingui } from '@lingui/react/macro';
import { DISPLAY_FORMAT, formatInstant } from '../../../../lib/dates';
import type { KeptCheck } from '../../../../lib/owner-device-store';
import { checkVerdictLabels } from '../../../../lib/report-reasons';

type KeptChecksProps = { checks: KeptCheck[]; zone: string };

/** How many of the newest checks the screen lists. */
const SHOWN = 5;

/**
 * The newest checks made on this phone and whether the server has them: each one that saw a
 * reported car on the lot after the report is the owner's evidence (it contests the report).
 */
export function KeptChecks({ checks, zone }: KeptChecksProps) {
  const { t, i18n } = useLingui();
  return (
    <ul className="kept-checks list stack-sm" data-testid="kept-checks">
      {checks.slice(0, SHOWN).map((check) => (
        <li key={check.clientId} className="kept-checks__item" data-sent={check.sent}>
          <div className="kept-checks__top">
            <span className="text-sm tabular">{formatInstant(check.checkedAt, DISPLAY_FORMAT, zone)}</span>
            <span className="kept-checks__state">
              {check.contested !== null
                ? t`Sent: the report is contested`
                : check.sent
                  ? t`Sent to the server`
                  : t`Waiting for a connection`}
            </span>
          </div>
          <p className="kept-checks__what">
            <span className="plate">{check.registration}</span>
            <span>
              {check.place} · {i18n._(checkVerdictLabels[check.verdict])}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
