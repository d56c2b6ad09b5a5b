import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useErrorToast } from '../../../lib/admin-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { DialogActions, type OpenState } from '../dialog-parts.tsx';
import { Loading, QueryStates } from '../load-states.tsx';

// What the Gestão de Parceiros dialogs share: the spec's toasts (spec 001 §8: a destructive
// 'Erro', or 'Atenção' for validation, and the failure logged), the lists' load states, a row's
// edit and delete buttons and the delete confirmation.

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

/** A list of the section: its loading line, its load error (toast and retry) or the sentence for none. */
export function PartnersList<T>({
  query,
  loadingLabel,
  errorMessage,
  emptyText,
  children,
}: {
  query: {
    data: T[] | undefined;
    error: unknown;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  loadingLabel: string;
  errorMessage: string;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
}) {
  useErrorToast(query.error, errorMessage);
  return (
    <QueryStates
      data={query.isError ? undefined : query.data}
      isPending={query.isPending}
      loading={<Loading label={loadingLabel} />}
      error={{ message: errorMessage, onRetry: () => query.refetch() }}
      isEmpty={(rows) => rows.length === 0}
      empty={<p className="py-6 text-sm text-slate-500">{emptyText}</p>}
    >
      {children}
    </QueryStates>
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
}: OpenState & {
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
        <DialogActions
          className="mt-6"
          isDestructive
          action={{
            onClick: onConfirm,
            isLoading: isPending,
            loadingText: 'Excluindo...',
            children: 'Excluir',
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** A row's pencil and bin, named after the row for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Editar ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Excluir ${name}`}
        onClick={onDelete}
        className="text-red-700"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
