import { Link, Outlet } from '@tanstack/react-router';
import { useLayoutEffect, type ReactNode } from 'react';
import { dropPrerenderedFrame } from '../../prerendered';
import { BrandMark } from './brand-mark';

/** The frame of the sign-in screens: the brand, the language switch (from the route), one centred column. */
export function GuestLayout({ languageSwitch }: { languageSwitch: ReactNode }) {
  // A signed-in frame the server guessed (the session has just ended) leaves with this screen's first paint.
  useLayoutEffect(dropPrerenderedFrame, []);
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
