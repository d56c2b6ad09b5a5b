import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { DialogActions } from '../dialog-parts.tsx';

// The selection bar (spec 001 §2.5): the count and Ativa / Desativa Matches, each confirmed in a
// dialog before the server switches every selected shop.

export function BulkBar({
  count,
  isPending,
  onConfirm,
}: {
  count: number;
  isPending: boolean;
  onConfirm: (receberMatches: boolean) => Promise<void>;
}) {
  const [action, setAction] = useState<boolean | null>(null);
  if (count === 0) return null;
  const lojistas = count === 1 ? '1 lojista' : `${count} lojistas`;
  return (
    <section
      aria-label="Lojistas selecionados"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3"
    >
      <p className="text-sm font-medium text-slate-900">
        {count === 1 ? '1 lojista selecionado' : `${count} lojistas selecionados`}
      </p>
      <div className="ml-auto flex gap-2">
        <Button size="sm" onClick={() => setAction(true)}>
          Ativa Matches
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction(false)}>
          Desativa Matches
        </Button>
      </div>
      <Dialog open={action !== null} onOpenChange={(open) => !open && setAction(null)}>
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
                setAction(null);
              },
            }}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
