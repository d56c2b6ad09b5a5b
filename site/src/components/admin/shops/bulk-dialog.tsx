import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { DialogActions } from '../dialog-parts.tsx';

// The selection bar's confirmation (bulk-bar.tsx): Ativa or Desativa Matches for every selected
// shop, sent only on Confirmar.

export function BulkDialog({
  action,
  count,
  isPending,
  onClose,
  onConfirm,
}: {
  /** true to switch matches on, false off; null while closed. */
  action: boolean | null;
  count: number;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (receberMatches: boolean) => Promise<void>;
}) {
  const lojistas = count === 1 ? '1 lojista' : `${count} lojistas`;
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{action ? 'Ativar matches' : 'Desativar matches'}</DialogTitle>
        <DialogDescription className="mt-2">
          {action
            ? `Ativar o recebimento de matches de ${lojistas}? Lojistas aprovados pela primeira vez recebem o e-mail de aprovação.`
            : `Desativar o recebimento de matches de ${lojistas}? Eles deixam de receber oportunidades até serem reativados.`}
        </DialogDescription>
        <DialogActions
          className="mt-6"
          action={{
            isLoading: isPending,
            loadingText: 'Salvando...',
            children: 'Confirmar',
            onClick: async () => {
              if (action === null) return;
              await onConfirm(action);
              onClose();
            },
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
