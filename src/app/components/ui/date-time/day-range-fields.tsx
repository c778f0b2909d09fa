import { formatInstant } from '../../../lib/dates';
import { DateTimeField } from './date-time-field';

type DayRangeFieldsProps = {
  startLabel: string;
  endLabel: string;
  /** The days, 'YYYY-MM-DD', or '' when not set. */
  start: string;
  end: string;
  onStartChange: (day: string) => void;
  onEndChange: (day: string) => void;
};

/**
 * A range of days: two of the app's pickers in date-only mode (DD/MM/YYYY in both languages
 * whatever the browser's locale), each clearable; the end is never before the start.
 */
export function DayRangeFields(props: DayRangeFieldsProps) {
  const today = formatInstant(new Date(), 'yyyy-MM-dd');
  const ends = [
    { label: props.startLabel, value: props.start, max: props.end || undefined, onChange: props.onStartChange },
    { label: props.endLabel, value: props.end, min: props.start || undefined, onChange: props.onEndChange },
  ];
  return (
    <>
      {ends.map((end) => (
        <DateTimeField
          key={end.label}
          dateOnly
          clearable
          label={end.label}
          value={end.value}
          today={today}
          min={end.min}
          max={end.max}
          onChange={end.onChange}
        />
      ))}
    </>
  );
}
