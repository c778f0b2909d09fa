import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { whenIdle } from '../../lib/after-first-screen';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useSession } from '../../lib/use-session';
import { useFocusTrap } from './use-focus-trap';
import type { MenuSlots } from './side-menu-body';

// The entries (their icons, logout, the language switcher) are a chunk of their own, fetched
// when the main thread is idle after the first screen, or when the menu first opens, and
// drawn when it first opens: the menu starts closed, so the first screen does not wait for
// them (docs/performance.md).
const { Component: SideMenuBody, preload: preloadBody } = preloadableLazy(
  () => import('./side-menu-body'),
  (module) => module.SideMenuBody,
);

type SideMenuProps = { open: boolean; onClose: () => void; menu: MenuSlots };

/**
 * The menu that slides in from the right: the user's screens, the admin group (admins
 * only), logout and the language switcher. Closes on the backdrop, the close button, any
 * link, Escape and a route change (the layout closes it); focus stays inside while open.
 */
export function SideMenu({ open, onClose, menu }: SideMenuProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, open, onClose);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  useEffect(() => void whenIdle(preloadBody), []);

  return (
    <>
      <div
        className="side-menu-backdrop"
        data-open={open}
        onClick={onClose}
        aria-hidden="true"
        data-testid="side-menu-backdrop"
      />
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
        {opened ? (
          <Suspense fallback={null}>
            <SideMenuBody onClose={onClose} menu={menu} />
          </Suspense>
        ) : null}
      </aside>
    </>
  );
}
