import { useLingui } from '@lingui/react/macro';
import { Select } from '../../../components/ui/select';
import { DateTimeField } from '../../../components/ui/date-time/date-time-field';
import { formatInstant } from '../../../lib/dates';
import type { TransactionFilters } from '../api/get-transactions';

type TransactionFiltersProps = { value: TransactionFilters; onChange: (next: TransactionFilters) => void };

/** Type (all, added, used) and a range of days; the end is never before the start. */
export function TransactionFiltersBar({ value, onChange }: TransactionFiltersProps) {
  const { t } = useLingui();
  const today = formatInstant(new Date(), 'yyyy-MM-dd');
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
        <DateTimeField
          dateOnly
          clearable
          label={t`Start date`}
          value={value.start_date}
          today={today}
          max={value.end_date || undefined}
          onChange={(start_date) => onChange({ ...value, start_date })}
        />
        <DateTimeField
          dateOnly
          clearable
          label={t`End date`}
          value={value.end_date}
          today={today}
          min={value.start_date || undefined}
          onChange={(end_date) => onChange({ ...value, end_date })}
        />
      </div>
    </form>
  );
}
