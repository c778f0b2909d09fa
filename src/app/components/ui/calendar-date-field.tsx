import { formatInstant } from '../../lib/dates';
import { DateTimeField } from './date-time/date-time-field';

type CalendarDateFieldProps = {
  label: string;
  name: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  optional?: boolean;
  min?: string;
  max?: string;
};

/**
 * A calendar date ('YYYY-MM-DD') of a document or licence: the app's own picker in its
 * date-only mode (DD/MM/YYYY whatever the browser's locale). Required dates are checked by
 * the form's schema; optional ones can be cleared from the picker.
 */
export function CalendarDateField({ optional, ...field }: CalendarDateFieldProps) {
  return (
    <DateTimeField
      {...field}
      dateOnly
      className="date-time-field--form"
      optional={optional}
      clearable={optional}
      today={formatInstant(new Date(), 'yyyy-MM-dd')}
    />
  );
}
