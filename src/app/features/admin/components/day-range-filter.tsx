import { useLingui } from '@lingui/react/macro';
import { DayRangeFields } from '../../../components/ui/date-time/day-range-fields';
import { filterSetter, type AdminSearch } from '../api/admin-search';

type DayRangeFilterProps = {
  /** The screen's search: its `from` and `to` are days, 'YYYY-MM-DD'. */
  search: AdminSearch;
  onSearch: (next: AdminSearch) => void;
};

/** The From and To days of an admin list; To is never before From. */
export function DayRangeFilter({ search, onSearch }: DayRangeFilterProps) {
  const { t } = useLingui();
  const set = filterSetter(search, onSearch);
  return (
    <DayRangeFields
      startLabel={t`From`}
      endLabel={t`To`}
      start={search.from === undefined ? '' : String(search.from)}
      end={search.to === undefined ? '' : String(search.to)}
      onStartChange={set('from')}
      onEndChange={set('to')}
    />
  );
}
