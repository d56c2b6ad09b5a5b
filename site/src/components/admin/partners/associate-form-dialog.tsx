import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { AssociateRow } from '#domain/admin/association-schemas.ts';
import { useSaveAssociate } from '../../../lib/admin-partners-api.ts';
import { LoadingButton } from '../../form/form-controls.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { formatDocumento } from './partners-format.ts';
import { FormField, fail, inputClass, warn } from './partners-ui.tsx';

// The associate form (spec 001 §5): documento (digits only once other characters are stripped)
// and name required; an empty e-mail or phone is stored as null. Editing leaves the status alone:
// the table's switch is the one place that changes it.

const required = 'Documento e nome são obrigatórios';

export function AssociateFormDialog({
  associacaoId,
  associate,
  isOpen,
  onOpenChange,
}: {
  associacaoId: string;
  /** null to add one. */
  associate: AssociateRow | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{associate ? 'Editar associado' : 'Novo associado'}</DialogTitle>
        <DialogDescription className="mt-1">CNPJ ou CPF do associado e como contatá-lo.</DialogDescription>
        {isOpen && (
          <AssociateForm
            key={associate?.id ?? 'novo'}
            associacaoId={associacaoId}
            associate={associate}
            onSaved={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AssociateForm({
  associacaoId,
  associate,
  onSaved,
}: {
  associacaoId: string;
  associate: AssociateRow | null;
  onSaved: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({
    documento: associate ? formatDocumento(associate.documento) : '',
    nome_completo: associate?.nome_completo ?? '',
    email: associate?.email ?? '',
    telefone: associate?.telefone ?? '',
  });
  const [isInvalid, setInvalid] = useState(false);
  const save = useSaveAssociate(associacaoId);

  const set = (field: keyof typeof values) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const documento = values.documento.replace(/\D/g, '');
    if (!documento || !values.nome_completo.trim()) {
      setInvalid(true);
      warn(required);
      return;
    }
    setInvalid(false);
    save.mutate(
      { id: associate?.id, data: { ...values, documento } },
      {
        onSuccess: () => {
          toast.success(associate ? 'Associado atualizado' : 'Associado adicionado', {
            description: `${values.nome_completo.trim()} salvo com sucesso.`,
          });
          onSaved();
        },
        onError: (error) => fail(error, 'Não foi possível salvar o associado'),
      },
    );
  }

  const invalid = isInvalid ? { 'aria-invalid': true, 'aria-describedby': `${id}-erro` } : {};
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <FormField id={`${id}-documento`} label="Documento (CNPJ ou CPF)" isRequired>
        <input
          id={`${id}-documento`}
          inputMode="numeric"
          value={values.documento}
          onChange={set('documento')}
          maxLength={18}
          aria-required="true"
          {...invalid}
          className={inputClass}
        />
      </FormField>
      <FormField id={`${id}-nome`} label="Nome" isRequired>
        <input
          id={`${id}-nome`}
          value={values.nome_completo}
          onChange={set('nome_completo')}
          maxLength={200}
          aria-required="true"
          {...invalid}
          className={inputClass}
        />
      </FormField>
      {isInvalid && (
        <p id={`${id}-erro`} className="text-sm text-red-700">
          {required}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-email`} label="E-mail">
          <input
            id={`${id}-email`}
            type="email"
            value={values.email}
            onChange={set('email')}
            className={inputClass}
          />
        </FormField>
        <FormField id={`${id}-telefone`} label="Telefone">
          <input
            id={`${id}-telefone`}
            type="tel"
            value={values.telefone}
            onChange={set('telefone')}
            maxLength={20}
            className={inputClass}
          />
        </FormField>
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <LoadingButton type="submit" isLoading={save.isPending} loadingText="Salvando...">
          Salvar
        </LoadingButton>
      </div>
    </form>
  );
}
