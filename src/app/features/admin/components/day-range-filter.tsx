import { useLingui } from '@lingui/react/macro';
import { DateTimeField } from '../../../components/ui/date-time/date-time-field';
import { formatInstant } from '../../../lib/dates';
import { filterSetter, type AdminSearch } from '../api/admin-search';

type DayRangeFilterProps = {
  /** The screen's search: its `from` and `to` are days, 'YYYY-MM-DD'. */
  search: AdminSearch;
  onSearch: (next: AdminSearch) => void;
};

/**
 * The From and To days of an admin list, with the app's own picker in date-only mode
 * (DD/MM/YYYY in both languages whatever the browser's locale); To is never before From.
 */
export function DayRangeFilter({ search, onSearch }: DayRangeFilterProps) {
  const { t } = useLingui();
  const today = formatInstant(new Date(), 'yyyy-MM-dd');
  const from = search.from === undefined ? '' : String(search.from);
  const to = search.to === undefined ? '' : String(search.to);
  const set = filterSetter(search, onSearch);
  return (
    <>
      <DateTimeField
        dateOnly
        clearable
        label={t`From`}
        value={from}
        today={today}
        max={to || undefined}
        onChange={set('from')}
      />
      <DateTimeField
        dateOnly
        clearable
        label={t`To`}
        value={to}
        today={today}
        min={from || undefined}
        onChange={set('to')}
      />
    </>
  );
}
