import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminLocationDetailContract } from '../../../../domain/contracts/admin-records';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { useAdminList, useAdminWrite } from '../api/admin-api';
import { useAdminFormat } from './admin-format';
import { RevokeAccessDialog } from './revoke-access-dialog';
import { Form } from '../../../components/ui/form';

type Person = AdminLocationDetailContract['users'][number];

/** Who may use a restricted location: revoke someone's access, or find a user and authorize them. */
export function LocationUsers({ location }: { location: AdminLocationDetailContract }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const write = useAdminWrite('locations', ['users']);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [revoking, setRevoking] = useState<Person | null>(null);
  const found = useAdminList('users', { q: q || undefined, per_page: 5 });
  const authorized = new Set(location.users.map((u) => u.id));
  const fail = (err: unknown) => toast.error(errorMessage(err, t`The change could not be saved.`));
  return (
    <section className="admin-section">
      <h3>{t`Authorized users`}</h3>
      {location.users.length === 0 ? <p className="muted text-sm">{t`No one is authorized yet.`}</p> : null}
      <ul className="admin-revocable">
        {location.users.map((u) => (
          <li key={u.id}>
            <span>
              {u.name} ({u.email}) <span className="muted">{t`since ${format.dateTime(u.added_at)}`}</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => setRevoking(u)}>{t`Revoke access`}</Button>
          </li>
        ))}
      </ul>
      <Form
        className="admin-toolbar"
        onSubmit={() => {
          setQ(text.trim());
        }}
      >
        <div className="admin-toolbar__search">
          <TextField label={t`Find a user by name or email`} type="search" value={text} onChange={setText} />
          <Button type="submit" variant="secondary">{t`Search`}</Button>
        </div>
      </Form>
      {q && found.data && !found.isPlaceholderData ? (
        found.data.data.length === 0 ? (
          <p className="muted text-sm">{t`Nothing found`}</p>
        ) : (
          <ul>
            {found.data.data.map((u) => (
              <li key={u.id}>
                {u.name} ({u.email}){' '}
                {authorized.has(u.id) ? (
                  <span className="muted">{t`authorized`}</span>
                ) : (
                  <Button
                    size="sm"
                    onClick={() =>
                      write.mutate(
                        {
                          endpoint: 'POST /admin/locations/{id}/users/{userId}',
                          params: { id: location.id, userId: u.id },
                        },
                        { onSuccess: () => toast.success(t`${u.name} is authorized.`), onError: fail },
                      )
                    }
                  >{t`Authorize`}</Button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
      <RevokeAccessDialog
        access={
          revoking && {
            userId: revoking.id,
            userName: revoking.name,
            locationId: location.id,
            locationTitle: location.title,
          }
        }
        write={write}
        done={(access) => t`${access.userName} is no longer authorized.`}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
