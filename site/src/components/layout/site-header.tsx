import { Menu, UserRound } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { navLinkClass } from '../public/nav-link-class.ts';
import { Button } from '../ui/button.tsx';
import { Logo } from './logo.tsx';
import { accountLink, navLinks } from './nav-links.ts';

const loadMobileMenu = () => import('../public/mobile-menu-dialog.tsx');
const MobileMenuDialog = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenuDialog }));

// Fetch the menu's chunk as soon as the button is hovered, focused or touched, so it opens at once.
function preloadMobileMenu() {
  loadMobileMenu().catch(() => {
    // a failed preload is retried by the click; the error screen handles a chunk that never loads
  });
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Principal" className="hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {/* The wrapper hides it on small screens: Button's own inline-flex would beat `hidden`. */}
          <div className="hidden lg:block">
            <Button asChild variant="outline" size="sm">
              <NavLink to={accountLink.to}>
                <UserRound aria-hidden="true" />
                {accountLink.label}
              </NavLink>
            </Button>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function MobileMenu() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on: any navigation (a link, the back button)
  // closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        ref={buttonRef}
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpenOn(pathname)}
        onPointerEnter={preloadMobileMenu}
        onFocus={preloadMobileMenu}
        onTouchStart={preloadMobileMenu}
      >
        <Menu aria-hidden="true" />
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <MobileMenuDialog onClose={() => setOpenOn(null)} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
