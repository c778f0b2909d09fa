import { useLingui } from '@lingui/react/macro';
import { Accessibility, Fence, Hash, MapPinned, PlugZap, SlidersHorizontal, Umbrella, X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { featureFilters, type FeatureFilter } from '../../../../domain/lot-features';
import '../../../components/ui/chips.css';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { PanelToggle } from './panel-toggle';

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

const featureIcons: Record<FeatureFilter, LucideIcon> = {
  ev: PlugZap,
  accessible: Accessibility,
  covered: Umbrella,
  gated: Fence,
};

type FeatureChipsProps = { value: FeatureFilter[]; onChange: (value: FeatureFilter[]) => void };

/** The feature filters as pressed/unpressed chips, in the one order of featureFilters. */
function FeatureChips({ value, onChange }: FeatureChipsProps) {
  const { t } = useLingui();
  const labels: Record<FeatureFilter, string> = {
    ev: t`EV charging`,
    accessible: t`Accessible`,
    covered: t`Covered`,
    gated: t`Gated`,
  };
  return (
    <div className="chips finder-filters__features" role="group" aria-label={t`Features`}>
      {featureFilters.map((feature) => {
        const Icon = featureIcons[feature];
        const pressed = value.includes(feature);
        return (
          <button
            key={feature}
            type="button"
            className="chip finder-filters__feature"
            aria-pressed={pressed}
            data-feature={feature}
            onClick={() => onChange(featureFilters.filter((f) => (f === feature ? !pressed : value.includes(f))))}
          >
            <Icon size={16} aria-hidden="true" />
            {labels[feature]}
          </button>
        );
      })}
    </div>
  );
}

export type FilterAutomobile = { id: number; label: string };

type FinderFiltersProps = {
  features: FeatureFilter[];
  onFeaturesChange: (value: FeatureFilter[]) => void;
  /** The user's cars whose size is known: the search can leave out lots they do not fit. */
  automobiles: FilterAutomobile[];
  automobileId: number | null;
  onAutomobileChange: (id: number | null) => void;
  fitAll: boolean;
  onFitAllChange: (value: boolean) => void;
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
  const active =
    [identifier, zone, props.alternativePeriod, props.automobileId !== null].filter(Boolean).length +
    props.features.length;
  const chosenCar = props.automobiles.some((a) => a.id === props.automobileId) ? String(props.automobileId) : '';
  return (
    <div className="finder-filters" role="search" aria-label={t`Search parking lots`}>
      <div className="finder-filters__bar">
        {props.children}
        <PanelToggle className="finder-filters__toggle" open={open} panelId={panelId} onToggle={setOpen}>
          <SlidersHorizontal size={18} aria-hidden="true" />
          <span>{t`Filters`}</span>
          {active ? (
            <span className="finder-filters__count">
              {active}
              <span className="visually-hidden"> {t`in use`}</span>
            </span>
          ) : null}
        </PanelToggle>
        {props.actions}
      </div>
      {open ? (
        <div className="finder-filters__panel" id={panelId}>
          {[
            { label: t`Identifier`, icon: Hash, value: identifier, onChange: props.onIdentifierChange },
            { label: t`Zone`, icon: MapPinned, value: zone, onChange: props.onZoneChange },
          ].map((filter) => (
            <FilterInput
              key={filter.label}
              label={filter.label}
              placeholder={filter.label}
              icon={filter.icon}
              value={filter.value}
              onChange={filter.onChange}
            />
          ))}
          <Checkbox
            className="finder-filters__alternative"
            label={t`Alternative period`}
            checked={props.alternativePeriod}
            onChange={props.onAlternativePeriodChange}
          />
          <FeatureChips value={props.features} onChange={props.onFeaturesChange} />
          {props.automobiles.length > 0 ? (
            <div className="finder-filters__car">
              <Select
                label={t`Must fit my car`}
                name="fit_automobile"
                value={chosenCar}
                onChange={(value) => props.onAutomobileChange(value ? Number(value) : null)}
                options={props.automobiles.map((a) => ({ value: String(a.id), label: a.label }))}
                placeholder={t`Any car`}
              />
              {chosenCar ? (
                <Checkbox
                  label={t`Also show lots it does not fit`}
                  checked={props.fitAll}
                  onChange={props.onFitAllChange}
                />
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
