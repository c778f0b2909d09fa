import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';

/** The frame of the sign-in screens: the brand, the language switch (from the route), one centred column. */
export function GuestLayout({ languageSwitch }: { languageSwitch: ReactNode }) {
  return (
    <div className="guest-layout">
      <header className="guest-layout__top">
        <Link to="/login" className="brand">
          <BrandMark />
          <span>Loc Liber</span>
        </Link>
        {languageSwitch}
      </header>
      <main className="guest-layout__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
