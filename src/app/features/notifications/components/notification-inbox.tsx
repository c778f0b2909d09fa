import './notifications.css';
import '../../../components/ui/chips.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { formatTimeOrDate, todayCalendarDate } from '../../../lib/dates';
import { useInbox, type AppNotification } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { notificationPath } from '../system-notification';

const fetchFailed = msg`The notifications could not be loaded.`;

type Props = {
  /** Opens a notification's page (its reservation, or its own link). */
  onOpen: (path: string) => void;
};

/**
 * The inbox: the latest notifications, unread ones marked, newest first. A tap reads one and
 * opens what it is about; "Mark all read" reads every one shown. From the device's copy when
 * there is no signal (a read made offline reaches the server when the signal returns).
 */
export function NotificationInbox({ onOpen }: Props) {
  const { t, i18n } = useLingui();
  const inbox = useInbox();
  const markRead = useMarkRead();
  const [onlyUnread, setOnlyUnread] = useState(false);

  if (inbox.isPending) return <SpinnerBlock label={t`Loading notifications...`} />;
  if (!inbox.data)
    return (
      <Alert tone="error" title={t`Error!`}>
        {errorMessage(inbox.error, i18n._(fetchFailed))}
      </Alert>
    );

  const all = [...inbox.data.data].sort((a, b) => b.id - a.id);
  const { unread } = inbox.data.meta;
  const shown = onlyUnread ? all.filter((n) => n.read_at === null) : all;
  const today = todayCalendarDate();
  const open = (n: AppNotification) => {
    if (n.read_at === null) markRead.mutate({ id: n.id });
    onOpen(notificationPath(n));
  };

  return (
    <div className="stack">
      <div className="inbox__toolbar">
        <div className="chips" role="group" aria-label={t`Show`}>
          <button type="button" className="chip" aria-pressed={!onlyUnread} onClick={() => setOnlyUnread(false)}>
            {t({ message: 'All', context: 'notifications' })}
          </button>
          <button type="button" className="chip" aria-pressed={onlyUnread} onClick={() => setOnlyUnread(true)}>
            {t`Unread (${unread})`}
          </button>
        </div>
        <Button
          variant="ghost"
          size="sm"
          icon={<CheckCheck size={16} aria-hidden="true" />}
          disabled={unread === 0 || all.length === 0}
          onClick={() => markRead.mutate({ up_to_id: all[0]?.id ?? 0 })}
        >
          {t`Mark all read`}
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={BellOff} title={onlyUnread ? t`Nothing unread` : t`No notifications yet`}>
          {t`Reservations that start, end or are made on your lots, credits and expiring papers show here.`}
        </EmptyState>
      ) : (
        <ul className="inbox__list" aria-label={t`Notifications`}>
          {shown.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className="inbox-item"
                data-unread={n.read_at === null || undefined}
                data-notification-id={n.id}
                onClick={() => open(n)}
              >
                <span className="inbox-item__dot" aria-hidden="true" />
                <span className="inbox-item__title">
                  {n.read_at === null ? <span className="visually-hidden">{t`Unread:`} </span> : null}
                  {n.title}
                </span>
                {n.message ? <span className="inbox-item__message">{n.message}</span> : null}
                <span className="inbox-item__time tabular">{formatTimeOrDate(n.created_at, today)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
