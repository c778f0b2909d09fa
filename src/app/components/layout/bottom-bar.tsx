import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarClock, CircleLetterP, Menu, Search } from 'lucide-react';

type BottomBarProps = { menuOpen: boolean; onOpenMenu: () => void };

/** The thumb bar of a signed-in user: Search, Reservations, Parking lots and the menu. */
export function BottomBar({ menuOpen, onOpenMenu }: BottomBarProps) {
  const { t } = useLingui();
  return (
    <nav className="bottom-bar" aria-label={t`Main`}>
      <Link to="/" className="bottom-bar__item" activeOptions={{ exact: true }}>
        <Search size={24} aria-hidden="true" />
        <span>{t`Search`}</span>
      </Link>
      <Link to="/reservations" className="bottom-bar__item">
        <CalendarClock size={24} aria-hidden="true" />
        <span>{t`Reservations`}</span>
      </Link>
      <Link to="/parking-lots" className="bottom-bar__item">
        <CircleLetterP size={24} aria-hidden="true" />
        <span>{t`Parking lots`}</span>
      </Link>
      <button
        type="button"
        className="bottom-bar__item"
        onClick={onOpenMenu}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-controls="side-menu"
      >
        <Menu size={24} aria-hidden="true" />
        <span>{t`Menu`}</span>
      </button>
    </nav>
  );
}
