import { useLingui } from '@lingui/react/macro';
import '../chips.css';
import './date-time-field.css';
import { CalendarDays } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../button';
import { cx } from '../class-names';
import { Dialog } from '../dialog';
import { FieldError } from '../text-field';
import { displayDay, isDay } from './calendar-days';
import { MonthCalendar } from './month-calendar';
import { TimeSelects } from './time-selects';
import { TypedDateInput } from './typed-date-input';

export type DateTimeChip = { label: string; value: string };

type DateTimeFieldProps = {
  label: string;
  /** 'YYYY-MM-DD HH:mm' (or 'YYYY-MM-DD' with `dateOnly`); '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The earliest value allowed, in the same form; earlier days (and times on its day) are disabled. */
  min?: string;
  /** Only the earliest day is limited (any time of that day may be chosen). */
  minDateOnly?: boolean;
  max?: string;
  dateOnly?: boolean;
  /** Quick choices (e.g. +30 min, +1 h, +2 h), already worked out by the caller. */
  chips?: DateTimeChip[];
  /** Today, 'YYYY-MM-DD' (where the calendar opens when there is no value). */
  today: string;
  /** Offered for optional fields (filters). */
  clearable?: boolean;
  className?: string;
  /** Shown on the trigger when there is no value. */
  placeholder?: string;
  /** Shown on the trigger instead of the value (a start that is "Now" rather than a minute). */
  shownValue?: string;
  /** For forms (dates of documents): a typed DD/MM/YYYY input of this name beside the calendar button. */
  name?: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
};

/** DD/MM/YYYY HH:mm, 24-hour, whatever the browser's locale. */
export const displayDateTime = (value: string) =>
  isDay(value.slice(0, 10))
    ? `${displayDay(value.slice(0, 10))}${value.length > 10 ? ` ${value.slice(11, 16)}` : ''}`
    : '';

/**
 * The app's own date and time picker: a button that shows the value as DD/MM/YYYY HH:mm in
 * every language and opens a dialog with a month calendar, hour and minute lists (24-hour)
 * and quick chips. Every change applies at once; Done (or Escape) closes it.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { t } = useLingui();
  const { label, value, onChange, min, max, dateOnly, chips = [], today } = props;
  const [open, setOpen] = useState(false);
  const id = useId();
  // A typed text that is not a date yet opens the calendar on today.
  const day = isDay(value.slice(0, 10)) ? value.slice(0, 10) : '';
  const time = dateOnly ? '' : value.slice(11, 16) || '00:00';
  const shown = props.shownValue ?? displayDateTime(value);
  const describedBy =
    [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('date-time-field', props.className)}>
      <span className="date-time-field__label" id={`${id}-label`}>
        {label} {props.optional ? <span className="field__optional">{t`(optional)`}</span> : null}
      </span>
      {props.name && dateOnly ? (
        <div className="date-time-field__typed-row">
          <TypedDateInput
            id={`${id}-input`}
            name={props.name}
            value={value}
            onChange={onChange}
            labelledBy={`${id}-label`}
            describedBy={describedBy}
            invalid={Boolean(props.error)}
            required={!props.optional}
          />
          <button
            type="button"
            className="date-time-field__calendar"
            aria-haspopup="dialog"
            aria-label={t`Calendar: ${label}`}
            onClick={() => setOpen(true)}
          >
            <CalendarDays size={20} aria-hidden="true" />
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="input date-time-field__trigger tabular"
          aria-haspopup="dialog"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          onClick={() => setOpen(true)}
        >
          <CalendarDays size={18} aria-hidden="true" />
          <span id={`${id}-value`} data-testid="date-time-value" className={shown ? undefined : 'muted'}>
            {shown || props.placeholder || (dateOnly ? t`DD/MM/YYYY` : t`DD/MM/YYYY HH:mm`)}
          </span>
        </button>
      )}
      {props.hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? <FieldError id={`${id}-error`} message={props.error} /> : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={
          <>
            {label}
            {shown ? <span className="date-time-field__current tabular"> {shown}</span> : null}
          </>
        }
        actions={
          <>
            {props.clearable && value ? (
              <Button variant="ghost" onClick={() => onChange('')}>
                {t`Clear`}
              </Button>
            ) : null}
            <Button onClick={() => setOpen(false)}>{t`Done`}</Button>
          </>
        }
      >
        {chips.length ? (
          <div className="chips" role="group" aria-label={t`Quick choices`}>
            {chips.map((chip) => (
              <button
                key={chip.label}
                type="button"
                className="chip"
                aria-pressed={chip.value === value}
                onClick={() => onChange(chip.value)}
              >
                {chip.label}
              </button>
            ))}
          </div>
        ) : null}
        <MonthCalendar
          value={day}
          today={today}
          min={min}
          max={max}
          onChange={(next) => onChange(dateOnly ? next : `${next} ${time}`)}
        />
        {dateOnly ? null : (
          <TimeSelects
            label={label}
            value={time}
            onChange={(next) => onChange(`${day || today} ${next}`)}
            min={!props.minDateOnly && min && min.slice(0, 10) === day ? min.slice(11, 16) : undefined}
            max={max && max.slice(0, 10) === day ? max.slice(11, 16) : undefined}
          />
        )}
      </Dialog>
    </div>
  );
}
