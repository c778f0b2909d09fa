import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '../components/layout/authenticated-layout';
import { useSignOut } from '../features/auth/components/use-sign-out';
import { requireUser } from '../features/auth/guards';
import { myAutomobilesQuery } from '../features/automobiles/api/get-my-automobiles';
import { LanguageSwitcher } from '../features/language/components/language-switcher';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { OwnerDeviceSync } from '../features/parking-lots/components/owner-device-sync';

/** Signed-in screens: a guest is sent to /login. The user's automobiles load with the session. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myAutomobilesQuery());
  },
  component: SignedInFrame,
});

function SignedInFrame() {
  const onSignOut = useSignOut();
  return (
    <>
      <OwnerDeviceSync />
      <AuthenticatedLayout menu={{ onSignOut, footer: <LanguageSwitcher /> }} headerActions={<NotificationBell />} />
    </>
  );
}
