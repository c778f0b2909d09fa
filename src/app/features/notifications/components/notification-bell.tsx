import './notifications.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { whenIdle } from '../../../lib/after-first-screen';
import { useInbox } from '../api/get-notifications';

/** Shown as "9+" from ten on: the badge stays one small circle. */
const BADGE_MAX = 9;

/**
 * The header's bell: how many notifications are unread, a tap to the inbox. It asks once the
 * first screen has settled (the device's copy shows at once, offline too).
 */
export function NotificationBell() {
  const { t } = useLingui();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const unread = useInbox(ready).data?.meta.unread ?? 0;
  const label =
    unread > 0 ? t`Notifications, ${plural(unread, { one: '# unread', other: '# unread' })}` : t`Notifications`;
  return (
    <Link
      to="/notifications"
      className={buttonClass({ variant: 'ghost', iconOnly: true }, 'notification-bell')}
      aria-label={label}
      title={label}
      data-unread={unread}
    >
      <Bell size={22} aria-hidden="true" />
      {unread > 0 ? (
        <span className="notification-bell__count tabular" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}
