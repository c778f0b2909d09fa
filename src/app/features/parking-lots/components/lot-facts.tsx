import './parking-lots.css';
import { useLingui } from '@lingui/react/macro';
import { hasAnyFeature } from '../../../../domain/lot-features';
import { FactsList, type Fact } from '../../../components/ui/facts-list';
import { LotFeatureList } from '../../../components/ui/lot-features';
import type { ParkingLot } from '../api/parking-lot-types';
import { compassPoint } from '../orientation';
import { compassShort } from './compass-labels';
import { accessTypeLabels, enteringTypeLabels } from './lot-labels';
import { LotPin } from './lot-pin';

/** The lot's fixed facts: where it is and how it is entered. */
export function LotFacts({ lot }: { lot: ParkingLot }) {
  const { t, i18n } = useLingui();
  const rows: Fact[] = [
    [t`Zone`, lot.zone || '—'],
    [t`Location`, lot.location ? [lot.location.title, lot.location.address].filter(Boolean).join(', ') : '—'],
    [t`Address`, lot.address || '—'],
    [t`Coordinates`, <span className="tabular">{`${lot.latitude.toFixed(6)}, ${lot.longitude.toFixed(6)}`}</span>],
    [
      t`Entering direction`,
      <span className="row" style={{ gap: 4 }}>
        <span className="lot-facts__pin">
          <LotPin orientation={lot.orientation_degrees} />
        </span>
        <span className="tabular">
          {lot.orientation_degrees}° {i18n._(compassShort[compassPoint(lot.orientation_degrees)])}
        </span>
      </span>,
    ],
    [t`Entering type`, i18n._(enteringTypeLabels[lot.entering_type])],
    [t`Access type`, i18n._(accessTypeLabels[lot.access_type])],
    [
      t`Features`,
      hasAnyFeature(lot.features, lot) ? <LotFeatureList features={lot.features} limits={lot} /> : t`None set`,
    ],
    [
      t`Access instructions`,
      lot.access_instructions ? <span className="access-text">{lot.access_instructions}</span> : '—',
    ],
  ];
  return <FactsList rows={rows} />;
}
