import { useLingui } from '@lingui/react/macro';
import { Accessibility, ArrowUpToLine, Fence, Lightbulb, MoveHorizontal, PlugZap, Umbrella } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { EvConnector, FitReason, LotFeatures, LotLimits } from '../../../domain/lot-features';
import './lot-features.css';

/** Connector names are product names: the same in every language. */
export const connectorNames: Record<EvConnector, string> = {
  type2: 'Type 2',
  ccs: 'CCS',
  chademo: 'CHAdeMO',
  schuko: 'Schuko',
};

type LotFeatureListProps = {
  features: LotFeatures;
  limits: LotLimits;
  /** With a car chosen: why it does not fit (shown first, as warnings). */
  fitReasons?: readonly FitReason[];
  className?: string;
};

/** A lot's features and size limits as small icons with their words (cards, the sheet, the lot page). */
export function LotFeatureList({ features, limits, fitReasons = [], className }: LotFeatureListProps) {
  const { t, i18n } = useLingui();
  // A figure and its unit (the same in every language) never part at a line's end.
  const measure = (value: number, unit: 'kW' | 'cm') =>
    `${new Intl.NumberFormat(i18n.locale).format(value)}\u00a0${unit}`;
  const items: { key: string; icon: LucideIcon; label: string; warn?: boolean }[] = [];
  if (fitReasons.includes('height'))
    items.push({ key: 'too-tall', icon: ArrowUpToLine, label: t`Too tall`, warn: true });
  if (fitReasons.includes('length'))
    items.push({ key: 'too-long', icon: MoveHorizontal, label: t`Too long`, warn: true });
  const ev = features.ev_charging;
  if (ev) {
    const connector = connectorNames[ev.connector];
    const power = measure(ev.kw, 'kW');
    items.push({ key: 'ev', icon: PlugZap, label: t`EV charging ${connector}, ${power}` });
  }
  if (features.accessible) items.push({ key: 'accessible', icon: Accessibility, label: t`Accessible bay` });
  if (features.covered) items.push({ key: 'covered', icon: Umbrella, label: t`Covered` });
  if (features.gated) items.push({ key: 'gated', icon: Fence, label: t`Barrier or gate` });
  if (features.lit) items.push({ key: 'lit', icon: Lightbulb, label: t`Lit` });
  if (limits.max_height_cm !== null) {
    const height = measure(limits.max_height_cm, 'cm');
    items.push({ key: 'height', icon: ArrowUpToLine, label: t`Max. height ${height}` });
  }
  if (limits.max_length_cm !== null) {
    const length = measure(limits.max_length_cm, 'cm');
    items.push({ key: 'length', icon: MoveHorizontal, label: t`Max. length ${length}` });
  }
  if (items.length === 0) return null;
  return (
    <ul className={className ? `lot-features ${className}` : 'lot-features'} aria-label={t`Features`}>
      {items.map(({ key, icon: Icon, label, warn }) => (
        <li
          key={key}
          className={warn ? 'lot-features__item lot-features__item--warn' : 'lot-features__item'}
          data-feature={key}
        >
          <Icon size={14} aria-hidden="true" />
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}
