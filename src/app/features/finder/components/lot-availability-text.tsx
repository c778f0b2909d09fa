import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../lib/dates';
import type { FinderLot } from '../api/find-parking-lots';
import { lotAvailability } from '../lot-availability';

/** 'DD/MM/YYYY HH:mm – HH:mm' on one day, both dates otherwise; an open end reads "unlimited". */
function RangeText({ from, to, zone }: { from: string; to: string | null; zone: string }) {
  const { t } = useLingui();
  const start = formatDateTime(from, zone);
  const end = to ? formatDateTime(to, zone) : '';
  const sameDay = end && end.slice(0, 10) === start.slice(0, 10);
  return (
    <span className="tabular">
      {start} – {to ? sameDay ? end.slice(11) : end : <strong>{t`UNLIMITED`}</strong>}
    </span>
  );
}

/** The availability of a lot in words: free periods, the window, or "private". */
export function LotAvailabilityText({
  lot,
  alternativePeriod,
  zone,
}: {
  lot: FinderLot;
  alternativePeriod: boolean;
  zone: string;
}) {
  const { t } = useLingui();
  const availability = lotAvailability(lot, alternativePeriod);
  if (availability.kind === 'private') return <span>{t`private`}</span>;
  if (availability.kind === 'periods') {
    return (
      <div>
        <span className="lot-availability__label">{t`Free between:`}</span>
        <ul className="lot-availability__periods">
          {availability.periods.map((period) => (
            <li key={`${period.from}-${period.to}`}>
              <RangeText from={period.from} to={period.to} zone={zone} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div>
      <span className="lot-availability__label">{t`Available:`}</span>{' '}
      <RangeText from={availability.from} to={availability.to} zone={zone} />
    </div>
  );
}
