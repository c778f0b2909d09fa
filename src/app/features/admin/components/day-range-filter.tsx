import { useLingui } from '@lingui/react/macro';
import { DateTimeField } from '../../../components/ui/date-time/date-time-field';
import { formatInstant } from '../../../lib/dates';

type DayRangeFilterProps = {
  /** 'YYYY-MM-DD' or undefined. */
  from: string | undefined;
  to: string | undefined;
  onChange: (name: 'from' | 'to', value: string) => void;
};

/**
 * The From and To days of an admin list, with the app's own picker in date-only mode
 * (DD/MM/YYYY in both languages whatever the browser's locale); To is never before From.
 */
export function DayRangeFilter({ from, to, onChange }: DayRangeFilterProps) {
  const { t } = useLingui();
  const today = formatInstant(new Date(), 'yyyy-MM-dd');
  return (
    <>
      <DateTimeField
        dateOnly
        clearable
        label={t`From`}
        value={from ?? ''}
        today={today}
        max={to || undefined}
        onChange={(value) => onChange('from', value)}
      />
      <DateTimeField
        dateOnly
        clearable
        label={t`To`}
        value={to ?? ''}
        today={today}
        min={from || undefined}
        onChange={(value) => onChange('to', value)}
      />
    </>
  );
}
