import { useState } from 'react';
import {
  MOTIVO_LABELS,
  MOTIVOS_DESISTENCIA,
  type MotivoDesistencia,
} from '#domain/ofertas/archive-schema.ts';
import { ARQUIVO_MESSAGES as M } from '#domain/ofertas/messages.ts';
import { useArchiveMatch } from '../../lib/dashboard-api.ts';
import { toast } from '../../lib/toast.ts';
import { LoadingButton } from '../form/form-controls.tsx';
import { TextAreaField } from '../form/form-parts.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';

// 'Por que não tem interesse?' (spec 000 §2 Dialogs, §5 Archive): confirm is enabled once a reason
// is chosen; the text field shows for outros, and whatever it holds goes as observacoes.

export function ArchiveDialog({ matchId, onClose }: { matchId: string | null; onClose: () => void }) {
  return (
    <Dialog open={matchId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Por que não tem interesse?</DialogTitle>
        <DialogDescription>Sua resposta nos ajuda a enviar oportunidades melhores.</DialogDescription>
        {matchId && <ArchiveForm key={matchId} matchId={matchId} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ArchiveForm({ matchId, onDone }: { matchId: string; onDone: () => void }) {
  const [motivo, setMotivo] = useState<MotivoDesistencia | null>(null);
  const [observacoes, setObservacoes] = useState('');
  const archive = useArchiveMatch();

  async function confirm() {
    if (!motivo) return;
    try {
      await archive.mutateAsync({ matchId, archive: { motivo, observacoes: observacoes || undefined } });
    } catch (error) {
      toast.error(M.erroArquivar, { description: error instanceof Error ? error.message : undefined });
      return;
    }
    toast.success(M.arquivada, { description: M.arquivadaDetalhe });
    onDone();
  }

  return (
    <div className="mt-4 space-y-4">
      <fieldset className="space-y-2">
        <legend className="sr-only">Motivo</legend>
        {MOTIVOS_DESISTENCIA.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="motivo"
              value={value}
              checked={motivo === value}
              onChange={() => setMotivo(value)}
              className="accent-brand-600"
            />
            {MOTIVO_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {motivo === 'outros' && (
        <TextAreaField
          label="Observações"
          rows={3}
          maxLength={1000}
          value={observacoes}
          onChange={(event) => setObservacoes(event.target.value)}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <LoadingButton
          disabled={!motivo}
          isLoading={archive.isPending}
          loadingText="Arquivando..."
          onClick={confirm}
        >
          Confirmar
        </LoadingButton>
      </div>
    </div>
  );
}
