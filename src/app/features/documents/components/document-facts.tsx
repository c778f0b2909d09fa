import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { displayCalendarDate } from '../../../../domain/calendar-date';
import type { AutomobileDocument } from '../api/documents';

/** The recorded fields of one document, as label/value rows (only those it has). */
export function DocumentFacts({ doc }: { doc: AutomobileDocument }) {
  const { t } = useLingui();
  const date = displayCalendarDate;
  const rows: [string, ReactNode][] = [
    [t`Type`, doc.type === 'other' ? t`Other` : doc.type],
    [t`Provider`, doc.provider],
    [t`Policy or serial number`, doc.policy_number],
    [t`Country`, doc.country_code],
    [t`ITP station`, doc.itp_location],
    [t`Issue date`, date(doc.issue_date)],
    [t`Valid from`, date(doc.valid_from)],
    [t`Valid until`, date(doc.valid_until)],
    [t`Expires on`, date(doc.expires_at)],
    [t`Notes`, doc.notes],
  ];
  return (
    <dl className="facts-list">
      {rows
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <div key={label} className="facts-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
