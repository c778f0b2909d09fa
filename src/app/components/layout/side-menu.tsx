import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { LogOut, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../ui/button';
import { toast } from '../ui/toast-store';
import { logout } from '../../features/auth/api/logout';
import { authMessages } from '../../features/auth/messages';
import { LanguageSwitcher } from '../../features/language/components/language-switcher';
import { useSession } from '../../lib/use-session';
import { InstallAppEntry } from './install-app-entry';
import { adminEntries, userEntries, type MenuEntry } from './side-menu-entries';
import { useFocusTrap } from './use-focus-trap';

type SideMenuProps = { open: boolean; onClose: () => void };

/**
 * The menu that slides in from the right: the user's screens, the admin group (admins
 * only), logout and the language switcher. Closes on the backdrop, the close button, any
 * link, Escape and a route change (the layout closes it); focus stays inside while open.
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t, i18n } = useLingui();
  const { user, accessToken } = useSession();
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, open, onClose);

  const signOut = async () => {
    onClose();
    await logout();
    toast.success(i18n._(authMessages.loggedOut));
    await navigate({ to: '/login' });
  };

  const renderEntry = (entry: MenuEntry) => {
    const Icon = entry.icon;
    return (
      <li key={entry.to}>
        <Link to={entry.to} className="side-menu__link" onClick={onClose}>
          <Icon size={22} aria-hidden="true" />
          <span>{i18n._(entry.label)}</span>
        </Link>
      </li>
    );
  };

  return (
    <>
      <div className="side-menu-backdrop" data-open={open} onClick={onClose} aria-hidden="true" data-testid="side-menu-backdrop" />
      <aside
        id="side-menu"
        ref={panel}
        className="side-menu"
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        aria-hidden={!open}
      >
        <div className="side-menu__header">
          <span className="side-menu__avatar" aria-hidden="true">
            {(user?.name.trim()[0] ?? '?').toUpperCase()}
          </span>
          <div className="side-menu__who">
            <p className="side-menu__name">{user?.name}</p>
            <p className="side-menu__email">{user?.email}</p>
          </div>
          <Button variant="ghost" iconOnly onClick={onClose} aria-label={t`Close menu`}>
            <X size={24} aria-hidden="true" />
          </Button>
        </div>
        <nav className="side-menu__body" aria-label={t`Menu`}>
          <ul className="list">
            {userEntries.map(renderEntry)}
            <InstallAppEntry onDone={onClose} />
          </ul>
          {user?.is_admin ? (
            <section aria-labelledby="side-menu-admin">
              <h2 id="side-menu-admin" className="side-menu__group-title">{t`Administration`}</h2>
              <ul className="list">{adminEntries.map(renderEntry)}</ul>
            </section>
          ) : null}
          {accessToken && user ? (
            <ul className="list" style={{ marginTop: 8 }}>
              <li>
                <button type="button" className="side-menu__link side-menu__link--danger" onClick={() => void signOut()}>
                  <LogOut size={22} aria-hidden="true" />
                  <span>{t`Logout`}</span>
                </button>
              </li>
            </ul>
          ) : null}
        </nav>
        <div className="side-menu__footer">
          <LanguageSwitcher />
        </div>
      </aside>
    </>
  );
}
