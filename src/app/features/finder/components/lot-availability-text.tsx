import { useLingui } from '@lingui/react/macro';
import { formatTimeOrDate } from '../../../lib/dates';
import type { FinderLot } from '../api/find-parking-lots';
import { lotAvailability, type SearchedRange } from '../lot-availability';

type LotAvailabilityTextProps = {
  lot: FinderLot;
  alternativePeriod: boolean;
  searched: SearchedRange;
  /** 'YYYY-MM-DD' in the app zone: times of today read as 'HH:mm'. */
  today: string;
};

/** The availability of a lot for the searched range in words: "Free now, until 23:00", free periods, or "private". */
export function LotAvailabilityText({ lot, alternativePeriod, searched, today }: LotAvailabilityTextProps) {
  const { t } = useLingui();
  const availability = lotAvailability(lot, alternativePeriod, searched);
  const when = (value: string | null) => formatTimeOrDate(value, today);
  if (availability.kind === 'private') return <span>{t`private`}</span>;
  if (availability.kind === 'taken') return <span>{t`Not free at the chosen time`}</span>;
  if (availability.kind === 'periods') {
    return (
      <div>
        <span className="lot-availability__label">{t`Free between:`}</span>
        <ul className="lot-availability__periods">
          {availability.periods.map((period) => (
            <li key={`${period.from}-${period.to}`} className="tabular">
              {when(period.from)} – {period.to ? when(period.to) : t`no end`}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const { from, until } = availability;
  const start = when(from);
  const end = when(until);
  return (
    <span className="lot-availability__free">
      {from === null
        ? until === null
          ? t`Free now, no end`
          : t`Free now, until ${end}`
        : until === null
          ? t`Free from ${start}, no end`
          : t`Free from ${start}, until ${end}`}
    </span>
  );
}
