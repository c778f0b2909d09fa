import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths, dayAllowed, displayDay, monthWeeks } from './calendar-days';

type MonthCalendarProps = {
  /** The chosen day, 'YYYY-MM-DD'. */
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  /** Today, 'YYYY-MM-DD' (marked in the grid). */
  today: string;
};

const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month grid (Monday first) of day buttons: arrows move by a day or a week, Page Up/Down
 * by a month, Home/End to the week's ends; only the focused day is in the tab order.
 */
export function MonthCalendar({ value, onChange, min, max, today }: MonthCalendarProps) {
  const { t, i18n } = useLingui();
  const [focused, setFocused] = useState(value || today);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const monthTitle = new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${focused.slice(0, 8)}01T00:00:00Z`),
  );
  const weekdays = [t`Mo`, t`Tu`, t`We`, t`Th`, t`Fr`, t`Sa`, t`Su`];
  const go = (day: string) => {
    moved.current = true;
    setFocused(day);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const weekday = (new Date(`${focused}T00:00:00Z`).getUTCDay() + 6) % 7;
    let next: string | undefined;
    if (event.key in moves) next = addDays(focused, moves[event.key]!);
    else if (event.key === 'PageUp') next = addMonths(focused, -1);
    else if (event.key === 'PageDown') next = addMonths(focused, 1);
    else if (event.key === 'Home') next = addDays(focused, -weekday);
    else if (event.key === 'End') next = addDays(focused, 6 - weekday);
    if (!next) return;
    event.preventDefault();
    go(next);
  };

  return (
    <div className="month-calendar">
      <div className="month-calendar__header">
        <button
          type="button"
          className="month-calendar__nav"
          aria-label={t`Previous month`}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <h3 className="month-calendar__title" aria-live="polite" id={`month-${focused.slice(0, 7)}`}>
          {monthTitle}
        </h3>
        <button
          type="button"
          className="month-calendar__nav"
          aria-label={t`Next month`}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} className="month-calendar__grid" role="grid" aria-label={monthTitle} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => (
                <td key={day ?? `pad-${w}-${d}`} role="gridcell" aria-selected={day ? day === value : undefined}>
                  {day ? (
                    <button
                      type="button"
                      className="month-calendar__day"
                      data-day={day}
                      data-today={day === today || undefined}
                      aria-label={displayDay(day)}
                      aria-pressed={day === value}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={!dayAllowed(day, min, max)}
                      onClick={() => onChange(day)}
                      onFocus={() => setFocused(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
