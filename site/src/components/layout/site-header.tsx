import { Menu, UserRound } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../ui/dialog.tsx';
import { Logo } from './logo.tsx';
import { accountLink, navLinks } from './nav-links.ts';

// NavLink sets aria-current="page" on the active route; the classes below only make it visible.
function linkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Principal" className="hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="outline" size="sm" className="hidden lg:inline-flex">
            <NavLink to={accountLink.to}>
              <UserRound aria-hidden="true" />
              {accountLink.label}
            </NavLink>
          </Button>
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
  const close = () => setOpenOn(null);

  return (
    <Dialog open={isOpen} onOpenChange={(open) => setOpenOn(open ? pathname : null)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu">
          <Menu aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent placement="right">
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription className="sr-only">Navegue pelas páginas do site.</DialogDescription>
        <nav aria-label="Menu principal" className="mt-6 flex flex-col gap-1">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass} onClick={close}>
              {link.label}
            </NavLink>
          ))}
          <Button asChild variant="outline" className="mt-4">
            <NavLink to={accountLink.to} onClick={close}>
              <UserRound aria-hidden="true" />
              {accountLink.label}
            </NavLink>
          </Button>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
