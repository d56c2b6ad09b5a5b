import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { LoadingButton, type LoadingButtonProps } from '../form/form-controls.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';

// The dialogs of /gestao: a form in a dialog, a dialog about one chosen row, and the Cancelar +
// action line they end with.

/** A dialog opened and closed by its caller. */
export type OpenState = { isOpen: boolean; onOpenChange: (open: boolean) => void };

/**
 * The form is mounted only while open, so each opening starts from its initial values; it gets
 * `close` for when it is done.
 */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  className,
  children,
}: OpenState & {
  title: string;
  description: ReactNode;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-1">{description}</DialogDescription>
        {isOpen && children(() => onOpenChange(false))}
      </DialogContent>
    </Dialog>
  );
}

/** Open while a row is chosen; closing it clears the choice. */
export function ItemDialog<T>({
  item,
  onClose,
  className,
  children,
}: {
  item: T | null;
  onClose: () => void;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={className}>{item !== null && children(item)}</DialogContent>
    </Dialog>
  );
}

/** Cancelar closes the dialog; the action shows its loading text while it runs. */
export function DialogActions({
  className,
  isDestructive,
  action,
}: {
  className?: string;
  /** Deletes or erases: the action button is red. */
  isDestructive?: boolean;
  action: LoadingButtonProps;
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <DialogClose asChild>
        <Button variant="outline">Cancelar</Button>
      </DialogClose>
      <LoadingButton
        {...action}
        className={cn(isDestructive && 'bg-red-700 hover:bg-red-800', action.className)}
      />
    </div>
  );
}
