import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

// Radix handles focus trapping, Escape, aria-modal and aria-expanded on the trigger; this file
// only gives it the product's look. Every dialog needs a DialogTitle (screen readers announce it).

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const placements = {
  center: 'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg p-6',
  /** A panel sliding from the right edge, for the mobile menu. */
  right: 'inset-y-0 right-0 h-full w-72 max-w-[85vw] p-6',
} as const;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  placement?: keyof typeof placements;
  /** No ✕: a dialog that cannot be dismissed (a forced password change) must not offer one. */
  hasCloseButton?: boolean;
};

export function DialogContent({
  placement = 'center',
  hasCloseButton = true,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  // Radix gives focus back to a DialogTrigger only; most of our dialogs open from state (a card's
  // button, a table row), and focus fell to <body>. The element focused when the dialog opened
  // gets it back, if it is still on the page.
  function returnFocus(event: Event) {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  }
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 bg-white shadow-xl focus:outline-none', placements[placement], className)}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        <RememberOpener into={opener} />
        {children}
        {hasCloseButton && (
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Fechar" className="absolute top-3 right-3">
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Mounts with the dialog's content and reads the focused element while rendering, before Radix
 * or an autoFocus field moves focus inside.
 */
function RememberOpener({ into }: { into: RefObject<HTMLElement | null> }) {
  const [focused] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  useLayoutEffect(() => {
    into.current = focused;
  }, [into, focused]);
  return null;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}
