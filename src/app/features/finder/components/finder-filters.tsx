import { useLingui } from '@lingui/react/macro';
import { Hash, MapPinned, SlidersHorizontal, X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';

type FilterInputProps = {
  label: string;
  placeholder: string;
  icon: LucideIcon;
  value: string;
  onChange: (value: string) => void;
};

function FilterInput({ label, placeholder, icon: Icon, value, onChange }: FilterInputProps) {
  const { t } = useLingui();
  return (
    <label className="finder-filter">
      <Icon size={18} aria-hidden="true" className="finder-filter__icon" />
      <span className="visually-hidden">{label}</span>
      <input
        className={value ? 'input finder-filter__input finder-filter__input--clearable' : 'input finder-filter__input'}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value.replace(/^\s+/, ''))}
      />
      {value ? (
        <button
          type="button"
          className="finder-filter__clear"
          aria-label={t`Clear ${label}`}
          onClick={() => onChange('')}
        >
          <X size={16} aria-hidden="true" />
        </button>
      ) : null}
    </label>
  );
}

type FinderFiltersProps = {
  identifier: string;
  zone: string;
  onIdentifierChange: (value: string) => void;
  onZoneChange: (value: string) => void;
  alternativePeriod: boolean;
  onAlternativePeriodChange: (value: boolean) => void;
  /** The destination search, first in the bar. */
  children?: ReactNode;
  /** Last in the bar: what every screen's header carries (the notification bell). */
  actions?: ReactNode;
};

/**
 * The top of the home screen in one row: the destination search and a "Filters" button
 * (with the number of filters in use) that unfolds identifier, zone and the alternative period.
 */
export function FinderFilters(props: FinderFiltersProps) {
  const { t } = useLingui();
  const { identifier, zone } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = [identifier, zone, props.alternativePeriod].filter(Boolean).length;
  return (
    <div className="finder-filters" role="search" aria-label={t`Search parking lots`}>
      <div className="finder-filters__bar">
        {props.children}
        <button
          type="button"
          className="finder-filters__toggle"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal size={18} aria-hidden="true" />
          <span>{t`Filters`}</span>
          {active ? (
            <span className="finder-filters__count">
              {active}
              <span className="visually-hidden"> {t`in use`}</span>
            </span>
          ) : null}
        </button>
        {props.actions}
      </div>
      {open ? (
        <div className="finder-filters__panel" id={panelId}>
          <FilterInput
            label={t`Identifier`}
            placeholder={t`Identifier`}
            icon={Hash}
            value={identifier}
            onChange={props.onIdentifierChange}
          />
          <FilterInput
            label={t`Zone`}
            placeholder={t`Zone`}
            icon={MapPinned}
            value={zone}
            onChange={props.onZoneChange}
          />
          <Checkbox
            className="finder-filters__alternative"
            label={t`Alternative period`}
            checked={props.alternativePeriod}
            onChange={props.onAlternativePeriodChange}
          />
        </div>
      ) : null}
    </div>
  );
}
