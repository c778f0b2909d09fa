import './notify-prompt.css';
import { useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { askNotificationPermission, notificationPermission, permissionAsked } from '../notification-permission';

/**
 * Shown only after the automatic question went unanswered (dismissed): a tap asks again, so
 * the owner does not miss a booking made while the app is in the background.
 */
export function NotificationPermissionPrompt() {
  const { t } = useLingui();
  const [permission, setPermission] = useState(notificationPermission);
  const [hidden, setHidden] = useState(false);
  if (hidden || permission !== 'default' || !permissionAsked()) return null;
  return (
    <div className="notify-prompt" role="region" aria-label={t`Notifications`}>
      <BellRing size={20} aria-hidden="true" />
      <p className="notify-prompt__text">{t`Get a notification when a reservation starts, ends or is made on your lot.`}</p>
      <div className="notify-prompt__actions">
        <Button size="sm" onClick={() => void askNotificationPermission({ force: true }).then(setPermission)}>
          {t`Turn on`}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setHidden(true)}>
          {t`Not now`}
        </Button>
      </div>
    </div>
  );
}
