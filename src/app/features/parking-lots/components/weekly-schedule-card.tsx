import './weekly-schedule.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarRange, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useLotSchedule } from '../api/lot-schedule';
import { dayNames, dayRuns, scheduleGroups } from '../schedule-days';
import { WeeklyScheduleEditor } from './weekly-schedule-editor';

const fetchFailed = msg`Failed to fetch the schedule`;

/**
 * The lot's weekly schedule on its page: days with the same hours in one line ("Monday –
 * Friday: 08:00–18:00"), and the editor in place of the summary while editing.
 */
export function WeeklyScheduleCard({ lotId }: { lotId: number }) {
  const { t, i18n } = useLingui();
  const schedule = useLotSchedule(lotId);
  const [editing, setEditing] = useState(false);
  const title = t`Weekly schedule`;

  if (schedule.isPending) {
    return (
      <Card title={title}>
        <SpinnerBlock label={t`Loading the schedule...`} />
      </Card>
    );
  }
  if (!schedule.data) {
    return (
      <Card title={title}>
        <Alert tone="error">{errorMessage(schedule.error, i18n._(fetchFailed))}</Alert>
      </Card>
    );
  }
  if (editing) {
    return (
      <Card title={title}>
        <WeeklyScheduleEditor lotId={lotId} schedule={schedule.data} onDone={() => setEditing(false)} />
      </Card>
    );
  }
  const groups = scheduleGroups(schedule.data);
  const name = (day: number) => i18n._(dayNames[day]!);
  const daysText = (days: number[]) =>
    dayRuns(days)
      .map(([first, last]) =>
        first === last
          ? name(first)
          : last === first + 1
            ? `${name(first)}, ${name(last)}`
            : `${name(first)} – ${name(last)}`,
      )
      .join(', ');
  const openDays = groups.reduce((n, g) => n + g.days.length, 0);
  return (
    <Card title={title} className="stack-sm">
      {groups.length === 0 ? (
        <p className="text-sm muted">{t`No weekly schedule: drivers may book at any hour of its availability.`}</p>
      ) : (
        <ul className="schedule-summary" aria-label={title}>
          {groups.map((group) => (
            <li key={group.intervals} className="tabular">
              <span className="schedule-summary__days">{daysText(group.days)}:</span> {group.intervals}
            </li>
          ))}
          {openDays < 7 ? <li className="text-sm muted">{t`Other days: closed`}</li> : null}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        icon={
          groups.length === 0 ? <CalendarRange size={16} aria-hidden="true" /> : <Pencil size={16} aria-hidden="true" />
        }
        onClick={() => setEditing(true)}
      >
        {groups.length === 0 ? t`Set a weekly schedule` : t`Edit the schedule`}
      </Button>
    </Card>
  );
}
