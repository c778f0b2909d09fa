import type { ReactNode } from 'react';
import { formatInstant } from '../../lib/dates';
import { DateTimeField } from './date-time/date-time-field';

type CalendarDateFieldProps = {
  label: string;
  name: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  min?: string;
};

/**
 * A calendar date ('YYYY-MM-DD') of a document or licence, with the app's own picker
 * (DD/MM/YYYY in every language and browser locale).
 */
export function CalendarDateField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  optional,
  min,
}: CalendarDateFieldProps) {
  return (
    <DateTimeField
      dateOnly
      clearable={optional}
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      optional={optional}
      min={min}
      today={formatInstant(new Date(), 'yyyy-MM-dd')}
    />
  );
}
