import { Link, Outlet } from '@tanstack/react-router';
import { LanguageSwitcher } from '../../features/language/components/language-switcher';
import { BrandMark } from './brand-mark';

/** The frame of the sign-in screens: the brand, the language switch, one centred column. */
export function GuestLayout() {
  return (
    <div className="guest-layout">
      <header className="guest-layout__top">
        <Link to="/login" className="brand">
          <BrandMark />
          <span>Loc Liber</span>
        </Link>
        <LanguageSwitcher compact />
      </header>
      <main className="guest-layout__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
