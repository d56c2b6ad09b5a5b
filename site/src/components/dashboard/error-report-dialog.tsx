import { useWatch } from 'react-hook-form';
import {
  ERROR_REPORT_LIMITS,
  type ErrorReportInput,
  errorReportSchema,
} from '#domain/ofertas/error-report-schema.ts';
import { RELATORIO_MESSAGES as M } from '#domain/ofertas/messages.ts';
import { api } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { LoadingButton, TextField } from '../form/form-controls.tsx';
import { TextAreaField } from '../form/form-parts.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';

// The 'Reportar Problema' dialog (spec 000 §2 Dialogs, §5, §9): titulo ≤ 100, descricao ≤ 1000
// with a counter, passos ≤ 500. The page's address goes along; the server reads the shop and the
// user agent from the request. Loaded when first opened (error-report-button.tsx).

const emptyReport: ErrorReportInput = { titulo: '', descricao: '', passos: '', url: '' };

export function ErrorReportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>Reportar Problema</DialogTitle>
        <DialogDescription>Conte o que aconteceu para que nossa equipe possa corrigir.</DialogDescription>
        {open && <ErrorReportForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function Counter({ value, max }: { value: string | null | undefined; max: number }) {
  return (
    <p className="text-right text-xs text-slate-500">
      {(value ?? '').length}/{max}
    </p>
  );
}

function ErrorReportForm({ onDone }: { onDone: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(errorReportSchema, emptyReport, 'onSubmit');
  const [descricao, passos] = useWatch({ control, name: ['descricao', 'passos'] });

  const onSubmit = handleSubmit(async (report) => {
    try {
      await api('/api/relatorios-erro', { method: 'POST', body: { ...report, url: window.location.href } });
    } catch {
      toast.error(M.erro, { description: M.erroDetalhe });
      return;
    }
    toast.success(M.enviado, { description: M.enviadoDetalhe });
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <TextField
        label="Título *"
        maxLength={ERROR_REPORT_LIMITS.titulo}
        error={errors.titulo?.message}
        {...register('titulo')}
      />
      <div>
        <TextAreaField
          label="Descrição *"
          maxLength={ERROR_REPORT_LIMITS.descricao}
          error={errors.descricao?.message}
          {...register('descricao')}
        />
        <Counter value={descricao} max={ERROR_REPORT_LIMITS.descricao} />
      </div>
      <div>
        <TextAreaField
          label="Passos para reproduzir"
          rows={3}
          maxLength={ERROR_REPORT_LIMITS.passos}
          error={errors.passos?.message}
          {...register('passos')}
        />
        <Counter value={passos} max={ERROR_REPORT_LIMITS.passos} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <LoadingButton type="submit" isLoading={isSubmitting} loadingText="Enviando...">
          Enviar Relatório
        </LoadingButton>
      </div>
    </form>
  );
}
