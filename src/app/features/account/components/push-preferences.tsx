import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { NotifyPreferences } from '../../../../domain/contracts/push';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session-store';
import { useUpdateAccount } from '../api/update-account';
import { unchangedAccount } from './unchanged-account';

const allOn: NotifyPreferences = { reservations: true, ending_soon: true, documents: true, credits: true };

/** Which notifications reach this user by push on their devices (stored on the server). */
export function PushPreferences({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const update = useUpdateAccount();
  const [notify, setNotify] = useState<NotifyPreferences>(user.notify ?? allOn);
  const set = (key: keyof NotifyPreferences) => (checked: boolean) => setNotify((n) => ({ ...n, [key]: checked }));
  const save = () =>
    update.mutate(
      { ...unchangedAccount(user), notify },
      {
        onSuccess: () => toast.success(t`Notification settings saved`),
        onError: (error) => toast.error(errorMessage(error, t`The settings could not be saved.`)),
      },
    );
  return (
    <Card title={t`Push notifications`}>
      <p className="muted text-sm">{t`What reaches this phone even when the app is closed.`}</p>
      <div className="stack-sm">
        <Checkbox
          label={t`Reservations (new, cancelled, started, finished)`}
          checked={notify.reservations}
          onChange={set('reservations')}
        />
        <Checkbox
          label={t`Reservation ending in 10 minutes`}
          checked={notify.ending_soon}
          onChange={set('ending_soon')}
        />
        <Checkbox label={t`Document and licence reminders`} checked={notify.documents} onChange={set('documents')} />
        <Checkbox label={t`Credits added`} checked={notify.credits} onChange={set('credits')} />
      </div>
      <Button variant="secondary" block loading={update.isPending} onClick={save}>
        {t`Save notification settings`}
      </Button>
    </Card>
  );
}
