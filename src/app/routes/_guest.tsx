import { createFileRoute } from '@tanstack/react-router';
import { GuestLayout } from '../components/layout/guest-layout';
import { requireGuest } from '../features/auth/guards';
import { LanguageSwitcher } from '../features/language/components/language-switcher';

/** Guest-only screens: a signed-in user is sent home. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: () => requireGuest(),
  component: () => <GuestLayout languageSwitch={<LanguageSwitcher compact />} />,
});
