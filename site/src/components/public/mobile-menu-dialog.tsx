import { UserRound } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { accountLink, navLinks } from '../layout/nav-links.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';
import { navLinkClass } from './nav-link-class.ts';

// The header's menu on small screens. Its own chunk, loaded when the menu is first wanted: Radix
// Dialog is about 10 KB gzipped that a desktop visit, and a phone visit that never opens the menu,
// does not need on the first page (bench/site.ts). Mounted only while open.

export function MobileMenuDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  /** The button that opened the menu: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        placement="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription className="sr-only">Navegue pelas páginas do site.</DialogDescription>
        <nav aria-label="Menu principal" className="mt-6 flex flex-col gap-1">
          {navLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === '/'}
              className={navLinkClass}
              onClick={onClose}
            >
              {link.label}
            </NavLink>
          ))}
          <Button asChild variant="outline" className="mt-4">
            <NavLink to={accountLink.to} onClick={onClose}>
              <UserRound aria-hidden="true" />
              {accountLink.label}
            </NavLink>
          </Button>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
