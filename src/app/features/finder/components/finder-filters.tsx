import { useLingui } from '@lingui/react/macro';
import { Hash, MapPinned, X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

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
};

/** The two text filters at the top of the home screen. */
export function FinderFilters({ identifier, zone, onIdentifierChange, onZoneChange }: FinderFiltersProps) {
  const { t } = useLingui();
  return (
    <div className="finder-filters" role="search" aria-label={t`Search parking lots`}>
      <FilterInput
        label={t`Identifier`}
        placeholder={t`Identifier`}
        icon={Hash}
        value={identifier}
        onChange={onIdentifierChange}
      />
      <FilterInput label={t`Zone`} placeholder={t`Zone`} icon={MapPinned} value={zone} onChange={onZoneChange} />
    </div>
  );
}
