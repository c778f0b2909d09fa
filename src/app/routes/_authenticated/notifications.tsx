import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PageHeader } from '../../components/ui/page-header';
import { inboxQuery } from '../../features/notifications/api/get-notifications';
import { NotificationInbox } from '../../features/notifications/components/notification-inbox';
import { currentLanguage } from '../../lib/i18n';

export const Route = createFileRoute('/_authenticated/notifications')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(inboxQuery(currentLanguage()));
  },
  component: NotificationsPage,
});

function NotificationsPage() {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <div className="page">
      <PageHeader title={t`Notifications`} subtitle={t`What happened with your reservations, lots and papers`} />
      <NotificationInbox onOpen={(path) => router.history.push(path)} />
    </div>
  );
}
