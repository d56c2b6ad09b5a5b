import { useId } from 'react';
import {
  type AssociateInput,
  type AssociateRow,
  associateSchema,
} from '#domain/admin/association-schemas.ts';
import { useSaveAssociate } from '../../../lib/admin-partners-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../form/use-zod-form.ts';
import { DialogActions, FormDialog, type OpenState } from '../dialog-parts.tsx';
import { Field, fieldAria, firstError, inputClass } from '../field.tsx';
import { formatDocumento } from './partners-format.ts';
import { fail, warn } from './partners-ui.tsx';

// The associate form (spec 001 §5): documento (digits only once other characters are stripped)
// and name required; an empty e-mail or phone is stored as null. Editing leaves the status alone:
// the table's switch is the one place that changes it.

const required = 'Documento e nome são obrigatórios';

export function AssociateFormDialog({
  associacaoId,
  associate,
  ...open
}: OpenState & {
  associacaoId: string;
  /** null to add one. */
  associate: AssociateRow | null;
}) {
  return (
    <FormDialog
      {...open}
      title={associate ? 'Editar associado' : 'Novo associado'}
      description="CNPJ ou CPF do associado e como contatá-lo."
    >
      {(close) => <AssociateForm associacaoId={associacaoId} associate={associate} onSaved={close} />}
    </FormDialog>
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
  const save = useSaveAssociate(associacaoId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(
    associateSchema,
    {
      documento: associate ? formatDocumento(associate.documento) : '',
      nome_completo: associate?.nome_completo ?? '',
      email: associate?.email ?? '',
      telefone: associate?.telefone ?? '',
    },
    'onSubmit',
  );

  const submit = handleSubmit(
    (data) =>
      save.mutate(
        { id: associate?.id, data },
        {
          onSuccess: () => {
            toast.success(associate ? 'Associado atualizado' : 'Associado adicionado', {
              description: `${data.nome_completo} salvo com sucesso.`,
            });
            onSaved();
          },
          onError: (error) => fail(error, 'Não foi possível salvar o associado'),
        },
      ),
    (invalid) => warn(isMissing(invalid) ? required : firstError(invalid)),
  );

  // A missing documento or name is said once, under both fields, in the spec's words.
  const missing = isMissing(errors);
  const own = (message?: string) => (message === required ? undefined : message);
  const field = (name: keyof AssociateInput, isRequired = false) =>
    missing && isRequired
      ? { ...register(name), id: `${id}-${name}`, 'aria-invalid': true, 'aria-describedby': `${id}-erro` }
      : { ...register(name), ...fieldAria(`${id}-${name}`, { error: own(errors[name]?.message) }) };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field
        id={`${id}-documento`}
        label="Documento (CNPJ ou CPF)"
        isRequired
        error={own(errors.documento?.message)}
      >
        <input
          {...field('documento', true)}
          inputMode="numeric"
          maxLength={18}
          aria-required="true"
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-nome_completo`} label="Nome" isRequired error={own(errors.nome_completo?.message)}>
        <input
          {...field('nome_completo', true)}
          maxLength={200}
          aria-required="true"
          className={inputClass}
        />
      </Field>
      {missing && (
        <p id={`${id}-erro`} className="text-sm text-red-700">
          {required}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-email`} label="E-mail" error={errors.email?.message}>
          <input {...field('email')} type="email" className={inputClass} />
        </Field>
        <Field id={`${id}-telefone`} label="Telefone" error={errors.telefone?.message}>
          <input {...field('telefone')} type="tel" maxLength={20} className={inputClass} />
        </Field>
      </div>
      <DialogActions
        className="pt-2"
        action={{ type: 'submit', isLoading: save.isPending, loadingText: 'Salvando...', children: 'Salvar' }}
      />
    </form>
  );
}

function isMissing(errors: { documento?: { message?: string }; nome_completo?: { message?: string } }) {
  return errors.documento?.message === required || errors.nome_completo?.message === required;
}
