import { useLingui } from '@lingui/react/macro';
import { Select } from '../../../components/ui/select';
import { DayRangeFields } from '../../../components/ui/date-time/day-range-fields';
import type { TransactionFilters } from '../api/get-transactions';

type TransactionFiltersProps = { value: TransactionFilters; onChange: (next: TransactionFilters) => void };

/** Type (all, added, used) and a range of days; the end is never before the start. */
export function TransactionFiltersBar({ value, onChange }: TransactionFiltersProps) {
  const { t } = useLingui();
  return (
    <form
      className="filters"
      role="search"
      noValidate
      aria-label={t`Filter transactions`}
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        label={t`Type`}
        value={value.type}
        onChange={(type) => onChange({ ...value, type: type as TransactionFilters['type'] })}
        options={[
          { value: '', label: t`All` },
          { value: 'added', label: t({ message: 'Added', context: 'credits' }) },
          { value: 'used', label: t({ message: 'Used', context: 'credits' }) },
        ]}
      />
      <div className="filters__row">
        <DayRangeFields
          startLabel={t`Start date`}
          endLabel={t`End date`}
          start={value.start_date}
          end={value.end_date}
          onStartChange={(start_date) => onChange({ ...value, start_date })}
          onEndChange={(end_date) => onChange({ ...value, end_date })}
        />
      </div>
    </form>
  );
}
