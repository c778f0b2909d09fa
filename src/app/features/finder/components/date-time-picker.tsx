import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

type DateTimePickerProps = {
  label: string;
  /** 'YYYY-MM-DD HH:mm' (wall-clock time in the app's zone). */
  value: string;
  onChange: (value: string) => void;
  /** The earliest value allowed ('YYYY-MM-DD HH:mm'); earlier days and times are disabled. */
  min?: string;
  /** Only the earliest day is limited (the start may be any time of today). */
  minDateOnly?: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');
const hours = Array.from({ length: 24 }, (_, h) => pad(h));
const minutes = Array.from({ length: 60 }, (_, m) => pad(m));

/**
 * A 24-hour date-time picker on every browser and locale: a native date input (the phone's
 * own calendar) and two selects for hours and minutes. datetime-local is not used: its
 * 12/24-hour display follows the operating system.
 */
export function DateTimePicker({ label, value, onChange, min, minDateOnly }: DateTimePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [date = '', time = ''] = value.split(' ');
  const [hour = '00', minute = '00'] = time.split(':');
  const [minDate = '', minTime = ''] = (min ?? '').split(' ');
  const [minHour = '00', minMinute = '00'] = minTime.split(':');
  const onMinDay = !minDateOnly && Boolean(min) && date === minDate;

  const change = (nextDate: string, nextHour: string, nextMinute: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(nextDate)) return;
    onChange(`${nextDate} ${nextHour}:${nextMinute}`);
  };

  return (
    <div className="date-time-picker" role="group" aria-labelledby={`${id}-label`}>
      <span className="date-time-picker__label" id={`${id}-label`}>
        {label}
      </span>
      <input
        className="input date-time-picker__date"
        type="date"
        aria-label={t`${label}: date`}
        value={date}
        min={minDate || undefined}
        required
        onChange={(event) => change(event.target.value, hour, minute)}
      />
      <select
        className="input date-time-picker__time"
        aria-label={t`${label}: hour`}
        value={hour}
        onChange={(event) => change(date, event.target.value, minute)}
      >
        {hours.map((h) => (
          <option key={h} value={h} disabled={onMinDay && h < minHour}>
            {h}
          </option>
        ))}
      </select>
      <span className="date-time-picker__colon" aria-hidden="true">
        :
      </span>
      <select
        className="input date-time-picker__time"
        aria-label={t`${label}: minute`}
        value={minute}
        onChange={(event) => change(date, hour, event.target.value)}
      >
        {minutes.map((m) => (
          <option key={m} value={m} disabled={onMinDay && hour === minHour && m <= minMinute}>
            {m}
          </option>
        ))}
      </select>
    </div>
  );
}
