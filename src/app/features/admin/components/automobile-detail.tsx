import './admin.css';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill';
import { useAdminDetail } from '../api/admin-api';
import { Facts } from './admin-screen';
import { useAdminFormat } from './admin-format';
import { AuditTrail } from './audit-trail';

const tones: Record<string, PillTone> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
  no_date: 'neutral',
};

/** An automobile, its owner and the state of each of its documents. */
export function AutomobileDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const detail = useAdminDetail('automobiles', id);
  const car = detail.data;
  // Romanian adjectives agree with the paper: only the fire extinguisher is masculine.
  const stateOf = (state: string, kind: string) => {
    const gender = kind === 'fire_extinguisher' ? 'masculine' : 'feminine';
    if (state === 'valid') return t`${select(gender, { feminine: 'Valid', other: 'Valid' })}`;
    if (state === 'expired') return t`${select(gender, { feminine: 'Expired', other: 'Expired' })}`;
    return state === 'expiring' ? t`Expires soon` : t`No date`;
  };
  const kinds: Record<string, string> = {
    technical_inspection: t`Technical inspection (ITP)`,
    insurance: t`Insurance (RCA)`,
    road_tax: t`Road tax`,
    first_aid_kit: t`First aid kit`,
    fire_extinguisher: t`Fire extinguisher`,
  };
  return (
    <Dialog open onClose={onClose} title={car?.registration_number ?? t`Automobile`} dismissible wide>
      {!car ? (
        <SpinnerBlock />
      ) : (
        <>
          <Facts
            rows={[
              [t`Make`, car.make],
              [t`Model`, car.model],
              [t`VIN`, car.vin],
              [t`Owner`, `${car.owner_name} (${car.owner_email})`],
            ]}
          />
          <section className="admin-section">
            <h3>{t`Documents`}</h3>
            {car.documents.length === 0 ? (
              <p className="muted text-sm">{t`No documents.`}</p>
            ) : (
              <ul>
                {car.documents.map((d) => (
                  <li key={d.id}>
                    {kinds[d.kind] ?? t`Document`} · {format.day(d.expires_on)}{' '}
                    <StatusPill tone={tones[d.state]}>{stateOf(d.state, d.kind)}</StatusPill>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <AuditTrail entries={car.audit} />
        </>
      )}
    </Dialog>
  );
}
