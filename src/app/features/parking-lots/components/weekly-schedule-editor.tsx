import './weekly-schedule.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Copy, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FieldError } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { weeklyScheduleSchema } from '../../../../domain/weekly-schedule-schema';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useSaveLotSchedule, type WeeklySchedule } from '../api/lot-schedule';
import {
  DAYS,
  dayNames,
  editedWeek,
  MAX_INTERVALS_PER_DAY,
  nextInterval,
  timeOptions,
  WEEKDAYS,
  weekPayload,
  type EditedInterval,
  type EditedWeek,
} from '../schedule-days';

const saved = msg`Schedule saved`;
const saveFailed = msg`Failed to save the schedule`;

type TimeSelectProps = { label: string; value: string; end?: boolean; onChange: (value: string) => void };

/** A quarter-hour list, 24-hour in every language (an end may be 24:00, midnight). */
function TimeSelect({ label, value, end = false, onChange }: TimeSelectProps) {
  return (
    <select
      className="input tabular schedule-interval__time"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {timeOptions(end, value).map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

type Props = { lotId: number; schedule: WeeklySchedule | undefined; onDone: () => void };

/**
 * The week as days x intervals: up to four intervals a day, a day copied to Monday-Friday in
 * one tap. Saved whole; the server's errors show under the interval they name.
 */
export function WeeklyScheduleEditor({ lotId, schedule, onDone }: Props) {
  const { t, i18n } = useLingui();
  const save = useSaveLotSchedule(lotId);
  const [week, setWeek] = useState<EditedWeek>(() => editedWeek(schedule));
  // Where each sent interval sat, to put the server's `weekly.<index>` errors back under it.
  const [sentRows, setSentRows] = useState<[number, number][]>([]);
  const update = (day: number, change: (intervals: EditedInterval[]) => EditedInterval[]) =>
    setWeek((w) => ({ ...w, [day]: change(w[day] ?? []) }));
  const checks = useFormChecks(save.error);
  const errorsOf = (day: number, index: number) => {
    const sent = sentRows.findIndex(([d, i]) => d === day && i === index);
    if (sent < 0) return [];
    return ['day', 'from', 'to']
      .map((field) => checks.error(`weekly.${sent}.${field}`))
      .filter((text): text is string => Boolean(text));
  };
  const anyHours = DAYS.some((day) => (week[day] ?? []).length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { schedule: payload, rows } = weekPayload(week);
    setSentRows(rows);
    if (!checks.passes(formIssues(weeklyScheduleSchema, payload))) return;
    save.mutate(payload, {
      onSuccess: () => {
        toast.success(i18n._(saved));
        onDone();
      },
    });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={t`Weekly schedule`}>
      <FormErrorAlert error={save.error} fallback={i18n._(saveFailed)} checkFailed={checks.failed} />
      {DAYS.map((day) => {
        const name = i18n._(dayNames[day]!);
        const intervals = week[day] ?? [];
        // A button's name starts with the words it shows, then the day (WCAG 2.5.3, Label in Name).
        const ofDay = (shown: string) => `${shown} – ${name}`;
        const addHours = t`Add hours`;
        const copyToWeekdays = t`Copy to weekdays`;
        return (
          <fieldset key={day} className="schedule-day">
            <legend className="schedule-day__name">{name}</legend>
            {intervals.length === 0 ? <p className="text-sm muted">{t`Closed`}</p> : null}
            {intervals.map((interval, index) => {
              const problems = errorsOf(day, index);
              return (
                <div key={index} className="schedule-interval">
                  <div className="schedule-interval__row">
                    <TimeSelect
                      label={t`${name}, interval ${index + 1}: from`}
                      value={interval.from}
                      onChange={(from) => update(day, (list) => list.map((x, i) => (i === index ? { ...x, from } : x)))}
                    />
                    <span aria-hidden="true">–</span>
                    <TimeSelect
                      label={t`${name}, interval ${index + 1}: until`}
                      value={interval.to}
                      end
                      onChange={(to) => update(day, (list) => list.map((x, i) => (i === index ? { ...x, to } : x)))}
                    />
                    <Button
                      variant="ghost"
                      iconOnly
                      icon={<X size={18} aria-hidden="true" />}
                      aria-label={t`Remove ${name} ${interval.from}–${interval.to}`}
                      onClick={() => update(day, (list) => list.filter((_, i) => i !== index))}
                    />
                  </div>
                  {problems.map((problem) => (
                    <FieldError key={problem} message={problem} />
                  ))}
                </div>
              );
            })}
            <div className="schedule-day__actions">
              <Button
                variant="ghost"
                size="sm"
                icon={<Plus size={16} aria-hidden="true" />}
                disabled={intervals.length >= MAX_INTERVALS_PER_DAY}
                aria-label={ofDay(addHours)}
                onClick={() => update(day, (list) => [...list, nextInterval(list)])}
              >
                {addHours}
              </Button>
              {intervals.length > 0 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Copy size={16} aria-hidden="true" />}
                  aria-label={ofDay(copyToWeekdays)}
                  onClick={() =>
                    setWeek((w) => ({
                      ...w,
                      ...Object.fromEntries(WEEKDAYS.map((d) => [d, intervals.map((x) => ({ ...x }))])),
                    }))
                  }
                >
                  {copyToWeekdays}
                </Button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <div className="stack-sm">
        <Button type="submit" block loading={save.isPending}>
          {t`Save schedule`}
        </Button>
        <Button variant="secondary" block onClick={onDone} disabled={save.isPending}>
          {t`Cancel`}
        </Button>
        {anyHours ? (
          <Button variant="ghost" block onClick={() => setWeek(editedWeek(undefined))} disabled={save.isPending}>
            {t`Clear every day (no schedule)`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
