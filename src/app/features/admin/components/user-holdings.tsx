import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminUserDetailContract } from '../../../../domain/contracts/admin-users';
import { Button } from '../../../components/ui/button';
import { useAdminWrite } from '../api/admin-api';
import { useAdminFormat } from './admin-format';
import { RevokeAccessDialog } from './revoke-access-dialog';

type Holding = { id: number; title: string };

/** What a user has: automobiles, lots, latest reservations and the locations they may use (revocable). */
export function UserHoldings({ user }: { user: AdminUserDetailContract }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const write = useAdminWrite('users', ['locations']);
  const [revoking, setRevoking] = useState<Holding | null>(null);
  const none = (text: string) => <p className="muted text-sm">{text}</p>;
  return (
    <section className="admin-section">
      <h3>{t`Automobiles`}</h3>
      {user.automobiles.length === 0 ? none(t`No automobiles.`) : null}
      <ul>
        {user.automobiles.map((a) => (
          <li key={a.id}>
            <Link to="/admin/automobiles" search={{ id: a.id }}>
              {a.registration_number}
            </Link>{' '}
            {a.make ?? ''}
          </li>
        ))}
      </ul>
      <h3>{t`Parking lots`}</h3>
      {user.parking_lots.length === 0 ? none(t`No parking lots.`) : null}
      <ul>
        {user.parking_lots.map((l) => (
          <li key={l.id}>
            <Link to="/admin/parking-lots" search={{ id: l.id }}>
              {l.identifier}
            </Link>{' '}
            {l.zone ?? ''} · {l.available ? t`in search` : t`out of search`}
          </li>
        ))}
      </ul>
      <h3>{t`Latest reservations`}</h3>
      {user.reservations.length === 0 ? none(t`No reservations.`) : null}
      <ul>
        {user.reservations.map((r) => (
          <li key={r.id}>
            <Link to="/admin/reservations" search={{ id: r.id }}>
              #{r.id}
            </Link>{' '}
            {r.parking_lot_identifier} · {r.automobile_registration} · {format.dateTime(r.start_time)} ·{' '}
            {format.status(r.status)}
          </li>
        ))}
      </ul>
      <h3>{t`Locations`}</h3>
      {user.locations.length === 0 ? none(t`No authorized locations.`) : null}
      <ul className="admin-revocable">
        {user.locations.map((l) => (
          <li key={l.id}>
            <span>
              <Link to="/admin/locations" search={{ id: l.id }}>
                {l.title}
              </Link>{' '}
              <span className="muted">{t`since ${format.dateTime(l.added_at)}`}</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => setRevoking(l)}>{t`Revoke access`}</Button>
          </li>
        ))}
      </ul>
      <RevokeAccessDialog
        access={
          revoking && { userId: user.id, userName: user.name, locationId: revoking.id, locationTitle: revoking.title }
        }
        write={write}
        done={() => t`Access revoked.`}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
