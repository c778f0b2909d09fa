import './admin.css';
import { useLingui } from '@lingui/react/macro';
import type { AdminAutomobileDetailContract } from '../../../../domain/contracts/admin-records';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill';
import { useAdminDetail } from '../api/admin-api';
import { Facts } from './admin-screen';
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
  const detail = useAdminDetail<AdminAutomobileDetailContract>('automobiles', id);
  const car = detail.data;
  const states: Record<string, string> = {
    valid: t`Valid`,
    expiring: t`Expires soon`,
    expired: t`Expired`,
    no_date: t`No date`,
  };
  const kinds: Record<string, string> = {
    technical_inspection: t`Technical inspection (ITP)`,
    insurance: t`Insurance (RCA)`,
    road_tax: t`Road tax`,
    first_aid_kit: t`First aid kit`,
    fire_extinguisher: t`Fire extinguisher`,
  };
  return (
    <Dialog open onClose={onClose} title={car?.registration_number ?? t`Automobile`}>
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
                    {kinds[d.kind] ?? d.kind} · {d.expires_on ?? '—'}{' '}
                    <StatusPill tone={tones[d.state]}>{states[d.state]}</StatusPill>
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
