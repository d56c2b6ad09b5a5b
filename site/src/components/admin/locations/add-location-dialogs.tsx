import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { cidadeInputSchema, estadoInputSchema, locationMessages } from '#domain/admin/location-schemas.ts';
import { type EstadoRow, useAddCidade, useAddEstado } from '../../../lib/admin-locations-api.ts';
import { toast } from '../../../lib/toast.ts';
import { showServerFieldErrors } from '../../form/form-parts.tsx';
import { SelectField } from '../../form/select-field.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { DialogActions, FormDialog, type OpenState } from '../dialog-parts.tsx';
import { Field, fieldAria, firstError, inputClass } from '../field.tsx';

// "Adicionar Estado" and "Adicionar Cidade" (spec 001 §5): checked here with the API's own schemas
// (spec 001 §8: "Dados incompletos - Preencha todos os campos"), created active (§4).

/** The toast of a refused form: 'Dados incompletos' when a field is missing, else its problem. */
function warnInvalid(errors: FieldErrors) {
  const isIncomplete = Object.values(errors).some((error) => error?.message === locationMessages.incomplete);
  if (isIncomplete) {
    toast.warning(locationMessages.incompleteTitle, { description: locationMessages.incomplete });
  } else {
    toast.warning('Atenção', { description: firstError(errors) });
  }
}

export function AddEstadoDialog(open: OpenState) {
  return (
    <FormDialog {...open} title="Adicionar Estado" description="O novo estado entra ativo.">
      {(close) => <EstadoForm onDone={close} />}
    </FormDialog>
  );
}

function EstadoForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const add = useAddEstado();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(estadoInputSchema, { nome: '', sigla: '' }, 'onSubmit');
  const sigla = register('sigla');

  const submit = handleSubmit(
    (values) =>
      add.mutate(values, {
        onSuccess: onDone,
        onError: (error) => showServerFieldErrors(error, setError, ['nome', 'sigla']),
      }),
    warnInvalid,
  );

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field id={`${id}-nome`} label="Nome do estado" error={errors.nome?.message}>
        <input
          {...register('nome')}
          {...fieldAria(`${id}-nome`, { error: errors.nome?.message })}
          aria-required
          maxLength={80}
          placeholder="Ex.: São Paulo"
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-sigla`} label="Sigla" error={errors.sigla?.message}>
        <input
          {...sigla}
          {...fieldAria(`${id}-sigla`, { error: errors.sigla?.message })}
          // Stored upper case (spec 001 §3): typed 'sp' shows 'SP'.
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            return sigla.onChange(event);
          }}
          aria-required
          maxLength={2}
          autoCapitalize="characters"
          placeholder="Ex.: SP"
          className={`${inputClass} w-24 uppercase`}
        />
      </Field>
      <Actions isPending={add.isPending} />
    </form>
  );
}

export function AddCidadeDialog({
  estados,
  defaultSigla,
  ...open
}: OpenState & { estados: EstadoRow[]; defaultSigla: string }) {
  return (
    <FormDialog {...open} title="Adicionar Cidade" description="A nova cidade entra ativa.">
      {(close) => <CidadeForm estados={estados} defaultSigla={defaultSigla} onDone={close} />}
    </FormDialog>
  );
}

function CidadeForm({
  estados,
  defaultSigla,
  onDone,
}: {
  estados: EstadoRow[];
  defaultSigla: string;
  onDone: () => void;
}) {
  const id = useId();
  const add = useAddCidade();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(
    cidadeInputSchema,
    { nome: '', estadoId: estados.find((e) => e.sigla === defaultSigla)?.id },
    'onSubmit',
  );

  const submit = handleSubmit(
    (values) =>
      add.mutate(values, {
        onSuccess: onDone,
        onError: (error) => showServerFieldErrors(error, setError, ['nome', 'estadoId']),
      }),
    warnInvalid,
  );

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field id={`${id}-nome`} label="Nome da cidade" error={errors.nome?.message}>
        <input
          {...register('nome')}
          {...fieldAria(`${id}-nome`, { error: errors.nome?.message })}
          aria-required
          maxLength={80}
          placeholder="Ex.: Campinas"
          className={inputClass}
        />
      </Field>
      <SelectField
        label="Estado"
        {...register('estadoId', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
        error={errors.estadoId?.message}
        aria-required="true"
      >
        <option value="">Selecione o estado</option>
        {estados.map((e) => (
          <option key={e.id} value={e.id}>
            {e.sigla} - {e.nome}
          </option>
        ))}
      </SelectField>
      <Actions isPending={add.isPending} />
    </form>
  );
}

function Actions({ isPending }: { isPending: boolean }) {
  return (
    <DialogActions
      action={{ type: 'submit', isLoading: isPending, loadingText: 'Adicionando...', children: 'Adicionar' }}
    />
  );
}
