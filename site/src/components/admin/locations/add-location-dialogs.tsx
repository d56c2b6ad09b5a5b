import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  cidadeInputSchema,
  estadoInputSchema,
  firstProblem,
  locationMessages,
} from '#domain/admin/location-schemas.ts';
import { type EstadoRow, useAddCidade, useAddEstado } from '../../../lib/admin-locations-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { LoadingButton } from '../../form/form-controls.tsx';
import { SelectField } from '../../form/select-field.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { inputClass } from './location-ui.tsx';

// "Adicionar Estado" and "Adicionar Cidade" (spec 001 §5): checked here with the API's own schemas
// (spec 001 §8: "Dados incompletos - Preencha todos os campos"), created active (§4).

/** The form's values, or null after the 'Atenção'/'Dados incompletos' toast and the field marks. */
function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
  setErrors: (errors: Record<string, string>) => void,
): z.output<S> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) {
    setErrors({});
    return parsed.data;
  }
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  setErrors(errors);
  const problem = firstProblem(parsed.error);
  if (problem.isIncomplete) {
    toast.warning(locationMessages.incompleteTitle, { description: locationMessages.incomplete });
  } else {
    toast.warning('Atenção', { description: problem.message });
  }
  return null;
}

const serverFields = (error: unknown) => (error instanceof ApiError ? error.fields : {});

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-message`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

function fieldProps(id: string, error?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-message` : undefined,
    'aria-required': true,
  } as const;
}

type DialogProps = { isOpen: boolean; onOpenChange: (open: boolean) => void };

export function AddEstadoDialog({ isOpen, onOpenChange }: DialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Adicionar Estado</DialogTitle>
        <DialogDescription className="mt-1">O novo estado entra ativo.</DialogDescription>
        {isOpen && <EstadoForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EstadoForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [nome, setNome] = useState('');
  const [sigla, setSigla] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddEstado();

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = validate(estadoInputSchema, { nome, sigla }, setErrors);
    if (!values) return;
    add.mutate(values, { onSuccess: onDone, onError: (error) => setErrors(serverFields(error)) });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field id={`${id}-nome`} label="Nome do estado" error={errors.nome}>
        <input
          {...fieldProps(`${id}-nome`, errors.nome)}
          value={nome}
          onChange={(event) => setNome(event.target.value)}
          maxLength={80}
          placeholder="Ex.: São Paulo"
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-sigla`} label="Sigla" error={errors.sigla}>
        <input
          {...fieldProps(`${id}-sigla`, errors.sigla)}
          value={sigla}
          // Stored upper case (spec 001 §3): typed 'sp' shows 'SP'.
          onChange={(event) => setSigla(event.target.value.toUpperCase())}
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
  isOpen,
  onOpenChange,
  estados,
  defaultSigla,
}: DialogProps & { estados: EstadoRow[]; defaultSigla: string }) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Adicionar Cidade</DialogTitle>
        <DialogDescription className="mt-1">A nova cidade entra ativa.</DialogDescription>
        {isOpen && (
          <CidadeForm estados={estados} defaultSigla={defaultSigla} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
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
  const [nome, setNome] = useState('');
  const [estadoId, setEstadoId] = useState(() =>
    String(estados.find((e) => e.sigla === defaultSigla)?.id ?? ''),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddCidade();

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = validate(
      cidadeInputSchema,
      { nome, estadoId: estadoId === '' ? undefined : Number(estadoId) },
      setErrors,
    );
    if (!values) return;
    add.mutate(values, { onSuccess: onDone, onError: (error) => setErrors(serverFields(error)) });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field id={`${id}-nome`} label="Nome da cidade" error={errors.nome}>
        <input
          {...fieldProps(`${id}-nome`, errors.nome)}
          value={nome}
          onChange={(event) => setNome(event.target.value)}
          maxLength={80}
          placeholder="Ex.: Campinas"
          className={inputClass}
        />
      </Field>
      <SelectField
        label="Estado"
        value={estadoId}
        onChange={(event) => setEstadoId(event.target.value)}
        error={errors.estadoId}
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
    <div className="flex justify-end gap-2">
      <DialogClose asChild>
        <Button variant="outline">Cancelar</Button>
      </DialogClose>
      <LoadingButton type="submit" isLoading={isPending} loadingText="Adicionando...">
        Adicionar
      </LoadingButton>
    </div>
  );
}
