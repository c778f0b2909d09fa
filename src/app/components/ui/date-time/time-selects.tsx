import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');
const hours = Array.from({ length: 24 }, (_, h) => pad(h));
const minutes = Array.from({ length: 60 }, (_, m) => pad(m));

type TimeSelectsProps = {
  label: string;
  /** 'HH:mm' */
  value: string;
  onChange: (value: string) => void;
  /** 'HH:mm' bounds on the chosen day (min is exclusive of its own minute only for "to" fields: callers pass the first allowed). */
  min?: string;
  max?: string;
};

/** Hour (00-23) and minute lists: 24-hour in every language. */
export function TimeSelects({ label, value, onChange, min, max }: TimeSelectsProps) {
  const { t } = useLingui();
  // Named by their caption alone: a <select> inside its <label> would also take its current
  // value into its name ("Hour 00"), which screen readers then read twice.
  const id = useId();
  const [hour = '00', minute = '00'] = value.split(':');
  const allowed = (time: string) => (!min || time >= min) && (!max || time <= max);
  return (
    <div className="time-selects" role="group" aria-label={t`${label}: time`}>
      <label className="time-selects__field">
        <span id={`${id}-hour`} className="field__label">
          {t`Hour`}
        </span>
        <select
          aria-labelledby={`${id}-hour`}
          className="input tabular"
          value={hour}
          onChange={(event) => onChange(`${event.target.value}:${minute}`)}
        >
          {hours.map((h) => (
            <option key={h} value={h} disabled={!allowed(`${h}:59`) && !allowed(`${h}:00`)}>
              {h}
            </option>
          ))}
        </select>
      </label>
      <span className="time-selects__colon" aria-hidden="true">
        :
      </span>
      <label className="time-selects__field">
        <span id={`${id}-minute`} className="field__label">
          {t`Minute`}
        </span>
        <select
          aria-labelledby={`${id}-minute`}
          className="input tabular"
          value={minute}
          onChange={(event) => onChange(`${hour}:${event.target.value}`)}
        >
          {minutes.map((m) => (
            <option key={m} value={m} disabled={!allowed(`${hour}:${m}`)}>
              {m}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
