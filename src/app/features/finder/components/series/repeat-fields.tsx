import { useLingui } from '@lingui/react/macro';
import '../../../../components/ui/chips.css';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Select } from '../../../../components/ui/select';
import { FieldError } from '../../../../components/ui/text-field';
import { MAX_SERIES_WEEKS, RENEWAL_WEEKS } from '../../../../../domain/reservation-series';
import { fullDayNames, shortDayNames, WEEK, weekCount } from '../../../../lib/series-days';

export type RepeatChoice = { weekdays: number[]; weeks: number; renew: boolean };

type RepeatFieldsProps = { value: RepeatChoice; onChange: (next: RepeatChoice) => void; error?: string };

/** The days of the week (chips), how many weeks, and whether it renews every 4 weeks. */
export function RepeatFields({ value, onChange, error }: RepeatFieldsProps) {
  const { t, i18n } = useLingui();
  const toggle = (day: number) => {
    const weekdays = value.weekdays.includes(day)
      ? value.weekdays.filter((d) => d !== day)
      : [...value.weekdays, day].sort((a, b) => a - b);
    onChange({ ...value, weekdays });
  };
  const weeks = Array.from({ length: MAX_SERIES_WEEKS }, (_, i) => i + 1);
  return (
    <fieldset className="repeat-fields">
      <legend className="repeat-fields__legend">{t`On these days`}</legend>
      <div className="chips repeat-fields__days" role="group" aria-label={t`Days of the week`}>
        {WEEK.map((day) => (
          <button
            key={day}
            type="button"
            className="chip repeat-fields__day"
            aria-pressed={value.weekdays.includes(day)}
            onClick={() => toggle(day)}
          >
            <span aria-hidden="true">{i18n._(shortDayNames[day]!)}</span>
            <span className="visually-hidden">{i18n._(fullDayNames[day]!)}</span>
          </button>
        ))}
      </div>
      {error ? <FieldError id="repeat-days-error" message={error} /> : null}
      <Select
        label={t`For`}
        value={String(value.weeks)}
        onChange={(next) => onChange({ ...value, weeks: Number(next) })}
        options={weeks.map((n) => ({ value: String(n), label: i18n._(weekCount(n)) }))}
      />
      <Checkbox
        role="switch"
        label={t`Monthly (renews every ${RENEWAL_WEEKS} weeks)`}
        checked={value.renew}
        onChange={(renew) => onChange({ ...value, renew })}
      />
    </fieldset>
  );
}
