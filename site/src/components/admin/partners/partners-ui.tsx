import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { LoadingButton } from '../../form/form-controls.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';

// What the Gestão de Parceiros dialogs share: the spec's toasts (spec 001 §8: a destructive
// 'Erro', or 'Atenção' for validation, and the failure logged), the inputs' look, the loading and
// empty states and the delete confirmation.

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

export function warn(message: string) {
  toast.warning('Atenção', { description: message });
}

/**
 * A failed call: the server's own message when it refused the data (400/409/413: what to fix),
 * else the spec's message for the action.
 */
export function fail(error: unknown, message: string) {
  console.error(`${message}:`, error);
  const isRefusal = error instanceof ApiError && [400, 409, 413].includes(error.status);
  if (isRefusal) warn(error.message);
  else toast.error('Erro', { description: message });
}

export function FormField({
  id,
  label,
  isRequired,
  hint,
  children,
}: {
  id: string;
  label: string;
  isRequired?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Spec 001 §8 confirms: the action runs only from the dialog's destructive button. */
export function ConfirmDeleteDialog({
  isOpen,
  onOpenChange,
  title,
  text,
  isPending,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  isPending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2">{text}</DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <LoadingButton
            onClick={onConfirm}
            isLoading={isPending}
            loadingText="Excluindo..."
            className={cn('bg-red-700 hover:bg-red-800')}
          >
            Excluir
          </LoadingButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
