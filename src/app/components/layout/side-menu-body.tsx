import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/use-session';
import { InstallAppEntry } from './install-app-entry';
import { adminEntries, userEntries, type MenuEntry } from './side-menu-entries';

/** What the route puts in the menu (components never import features): sign-out and the footer. */
export type MenuSlots = { onSignOut: () => Promise<void>; footer: ReactNode };

/** The side menu's entries: the user's screens, the admin group (admins only), logout and the footer. */
export function SideMenuBody({ onClose, menu }: { onClose: () => void; menu: MenuSlots }) {
  const { t, i18n } = useLingui();
  const { user, accessToken } = useSession();

  const signOut = async () => {
    onClose();
    await menu.onSignOut();
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
      <nav className="side-menu__body" aria-label={t`Menu`}>
        <ul className="list">
          {userEntries.map(renderEntry)}
          <InstallAppEntry onDone={onClose} />
        </ul>
        {user?.is_admin ? (
          <section aria-labelledby="side-menu-admin">
            <h2 id="side-menu-admin" className="side-menu__group-title eyebrow">{t`Administration`}</h2>
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
      <div className="side-menu__footer">{menu.footer}</div>
    </>
  );
}
