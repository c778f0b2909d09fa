import { useLingui } from '@lingui/react/macro';
import { List, Map as MapIcon } from 'lucide-react';
import { Checkbox } from '../../../components/ui/checkbox';
import type { FinderMode } from '../finder-store';
import type { TimeRange } from '../time-range';
import { DateTimePicker } from './date-time-picker';

type FinderControlsProps = {
  mode: FinderMode;
  onModeChange: (mode: FinderMode) => void;
  alternativePeriod: boolean;
  onAlternativePeriodChange: (value: boolean) => void;
  /** While a lot is selected the sheet needs the room: only the range stays (the checkbox hides, as SPEC.md says). */
  lotSelected: boolean;
  range: TimeRange;
  today: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
};

/** The bottom of the home screen, under the thumb: map/list switch, alternative period, from/to. */
export function FinderControls(props: FinderControlsProps) {
  const { t } = useLingui();
  const { mode, onModeChange, range } = props;
  return (
    <div className="finder-controls">
      {props.lotSelected ? null : (
        <div className="finder-controls__row">
          <div className="segmented" role="group" aria-label={t`Show results as`}>
            <button
              type="button"
              className="segmented__option"
              aria-pressed={mode === 'map'}
              onClick={() => onModeChange('map')}
            >
              <MapIcon size={18} aria-hidden="true" />
              {t`Map`}
            </button>
            <button
              type="button"
              className="segmented__option"
              aria-pressed={mode === 'list'}
              onClick={() => onModeChange('list')}
            >
              <List size={18} aria-hidden="true" />
              {t`List`}
            </button>
          </div>
          <Checkbox
            className="finder-controls__alternative"
            label={t`Alternative period`}
            checked={props.alternativePeriod}
            onChange={props.onAlternativePeriodChange}
          />
        </div>
      )}
      <DateTimePicker label={t`From`} value={range.from} min={props.today} minDateOnly onChange={props.onFromChange} />
      <DateTimePicker label={t`To`} value={range.to} min={range.from} onChange={props.onToChange} />
    </div>
  );
}
