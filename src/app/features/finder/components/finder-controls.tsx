import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Clock, List, Map as MapIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { addDays } from '../../../components/ui/date-time/calendar-days';
import { DateTimeField, type DateTimeChip } from '../../../components/ui/date-time/date-time-field';
import type { FinderMode } from '../finder-store';
import { laterBy, type TimeRange } from '../time-range';
import { PanelToggle } from './panel-toggle';

type FinderControlsProps = {
  mode: FinderMode;
  onModeChange: (mode: FinderMode) => void;
  /** While a lot is selected the sheet needs the room: only the range stays. */
  lotSelected: boolean;
  range: TimeRange;
  /** The current minute, 'YYYY-MM-DD HH:mm'. */
  now: string;
  zone: string;
  /** "Now" picked as the start: the range follows the clock. */
  onNow: () => void;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
};

/** "Today 14:00–15:00", or "Now–15:00" while the start follows the clock: the range as one line. */
function useRangeLine(range: TimeRange, today: string) {
  const { t } = useLingui();
  const dayWord = (day: string) =>
    day === today ? t`Today` : day === addDays(today, 1) ? t`Tomorrow` : `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  const fromDay = range.from.slice(0, 10);
  const toDay = range.to.slice(0, 10);
  const end = toDay === fromDay ? range.to.slice(11, 16) : `${dayWord(toDay)} ${range.to.slice(11, 16)}`;
  const start = range.followsNow ? t`Now` : `${dayWord(fromDay)} ${range.from.slice(11, 16)}`;
  return `${start}–${end}`;
}

/**
 * The bottom of the home screen, under the thumb: map/list switch and the range in one line
 * (tap to change). "Now" as the start is kept as now, never as the minute it was picked.
 */
export function FinderControls(props: FinderControlsProps) {
  const { t } = useLingui();
  const { mode, onModeChange, range, now, zone } = props;
  const [open, setOpen] = useState(false);
  const editorId = useId();
  const today = now.slice(0, 10);
  const line = useRangeLine(range, today);
  const lengths: [number, string][] = [
    [30, t`+30 min`],
    [60, t`+1 h`],
    [120, t`+2 h`],
  ];
  const fromChips: DateTimeChip[] = [
    { label: t`Now`, value: now },
    ...lengths.slice(0, 2).map(([m, label]) => ({ label, value: laterBy(now, m, zone) })),
  ];
  const toChips: DateTimeChip[] = lengths.map(([m, label]) => ({ label, value: laterBy(range.from, m, zone) }));

  return (
    <div className="finder-controls" data-open={open || undefined}>
      {open ? (
        <div className="finder-controls__editor" id={editorId}>
          <div className="finder-controls__pickers">
            <DateTimeField
              label={t`From`}
              value={range.from}
              shownValue={range.followsNow ? t`Now` : undefined}
              min={`${today} 00:00`}
              minDateOnly
              today={today}
              chips={fromChips}
              onChange={(value) => (value === now ? props.onNow() : props.onFromChange(value))}
            />
            <DateTimeField
              label={t`To`}
              value={range.to}
              min={laterBy(range.from, 1, zone)}
              today={today}
              chips={toChips}
              onChange={props.onToChange}
            />
          </div>
        </div>
      ) : null}
      <div className="finder-controls__row">
        {props.lotSelected ? null : (
          <div className="segmented" role="group" aria-label={t`Show results as`}>
            <button
              type="button"
              className="switch-option segmented__option"
              aria-pressed={mode === 'map'}
              onClick={() => onModeChange('map')}
            >
              <MapIcon size={18} aria-hidden="true" />
              <span className="segmented__label">{t`Map`}</span>
            </button>
            <button
              type="button"
              className="switch-option segmented__option"
              aria-pressed={mode === 'list'}
              onClick={() => onModeChange('list')}
            >
              <List size={18} aria-hidden="true" />
              <span className="segmented__label">{t`List`}</span>
            </button>
          </div>
        )}
        <PanelToggle className="finder-controls__range" open={open} panelId={editorId} onToggle={setOpen}>
          <Clock size={18} aria-hidden="true" />
          <span className="tabular" data-testid="range-line">
            {line}
          </span>
          <ChevronDown size={18} aria-hidden="true" className="finder-controls__chevron" />
        </PanelToggle>
      </div>
    </div>
  );
}
