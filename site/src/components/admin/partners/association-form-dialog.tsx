import { X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { type AssociationListItem, associationSchema } from '#domain/admin/association-schemas.ts';
import { LOGO_SIGNATURE_BYTES, logoProblem } from '#domain/admin/logo-image.ts';
import { uploadLogo, useSaveAssociation } from '../../../lib/admin-partners-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../form/use-zod-form.ts';
import { Button } from '../../ui/button.tsx';
import { DialogActions, FormDialog, type OpenState } from '../dialog-parts.tsx';
import { Field, fieldAria, fileInputClass, firstError, inputClass, textareaClass } from '../field.tsx';
import { fail, warn } from './partners-ui.tsx';

// The association form (spec 001 §5): nome required, a logo image of at most 2MB (checked here by
// its first bytes, as the server does), a description of up to 200 characters with its counter,
// an e-mail input. The logo is uploaded when the form is saved, so a cancelled form leaves no file.

const DESCRICAO_MAX = 200;

// The logo is no typed field: it is uploaded on save and its URL added then.
const formSchema = associationSchema.omit({ logo_url: true });

type Logo = { file: File; preview: string } | { url: string } | null;

const logoSrc = (logo: Logo) => (logo ? ('file' in logo ? logo.preview : logo.url) : null);

export function AssociationFormDialog({
  association,
  ...open
}: OpenState & {
  /** null for Nova. */
  association: AssociationListItem | null;
}) {
  return (
    <FormDialog
      {...open}
      title={association ? 'Editar associação' : 'Nova associação'}
      description="Associações parceiras: lojistas associados ganham o plano gratuito de associado."
      className="max-h-[90vh] overflow-y-auto"
    >
      {(close) => <AssociationForm association={association} onSaved={close} />}
    </FormDialog>
  );
}

function AssociationForm({
  association,
  onSaved,
}: {
  association: AssociationListItem | null;
  onSaved: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useZodForm(
    formSchema,
    {
      nome: association?.nome ?? '',
      cidade: association?.cidade ?? '',
      telefone: association?.telefone ?? '',
      email: association?.email ?? '',
      descricao: association?.descricao ?? '',
      ativo: association?.ativo ?? true,
    },
    'onSubmit',
  );
  const [logo, setLogo] = useState<Logo>(association?.logo_url ? { url: association.logo_url } : null);
  const [isUploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useSaveAssociation();

  const preview = logo && 'file' in logo ? logo.preview : null;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, LOGO_SIGNATURE_BYTES).arrayBuffer());
    const problem = logoProblem(head, file.size);
    if (problem) {
      warn(problem);
      event.target.value = '';
      return;
    }
    setLogo({ file, preview: URL.createObjectURL(file) });
  }

  function removeLogo() {
    setLogo(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  const submit = handleSubmit(
    async (values) => {
      let logoUrl = logo && 'url' in logo ? logo.url : null;
      if (logo && 'file' in logo) {
        setUploading(true);
        try {
          logoUrl = (await uploadLogo(logo.file)).url;
        } catch (error) {
          fail(error, 'Não foi possível fazer upload do logo');
          return;
        } finally {
          setUploading(false);
        }
      }
      save.mutate(
        { id: association?.id, data: { ...values, logo_url: logoUrl } },
        {
          onSuccess: () => {
            toast.success(association ? 'Associação atualizada' : 'Associação criada', {
              description: `${values.nome} salva com sucesso.`,
            });
            onSaved();
          },
          onError: (error) => fail(error, 'Não foi possível salvar a associação'),
        },
      );
    },
    (invalid) => warn(firstError(invalid)),
  );

  const src = logoSrc(logo);
  const descricao = watch('descricao') ?? '';
  const field = (name: 'nome' | 'cidade' | 'telefone' | 'email') => ({
    ...register(name),
    ...fieldAria(`${id}-${name}`, { error: errors[name]?.message }),
    className: inputClass,
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field id={`${id}-nome`} label="Nome" isRequired error={errors.nome?.message}>
        <input {...field('nome')} maxLength={200} aria-required="true" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-cidade`} label="Cidade" error={errors.cidade?.message}>
          <input {...field('cidade')} maxLength={120} />
        </Field>
        <Field id={`${id}-telefone`} label="Telefone" error={errors.telefone?.message}>
          <input {...field('telefone')} type="tel" maxLength={20} />
        </Field>
      </div>
      <Field id={`${id}-email`} label="E-mail" error={errors.email?.message}>
        <input {...field('email')} type="email" />
      </Field>
      <Field
        id={`${id}-descricao`}
        label="Descrição"
        error={errors.descricao?.message}
        hint={`${descricao.length}/${DESCRICAO_MAX}`}
      >
        <textarea
          {...register('descricao')}
          {...fieldAria(`${id}-descricao`, { error: errors.descricao?.message, hasHint: true })}
          rows={3}
          maxLength={DESCRICAO_MAX}
          className={textareaClass}
        />
      </Field>
      <Field
        id={`${id}-logo`}
        label="Logo"
        hint="PNG, JPG, WebP ou GIF de até 2MB. Tamanho recomendado: 200x200px."
      >
        <div className="flex items-center gap-3">
          {src && (
            <img
              src={src}
              alt="Pré-visualização do logo"
              className="size-16 rounded border border-slate-200 object-contain"
            />
          )}
          <input
            ref={fileInput}
            {...fieldAria(`${id}-logo`, { hasHint: true })}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={chooseLogo}
            className={fileInputClass}
          />
          {src && (
            <Button variant="ghost" size="sm" onClick={removeLogo}>
              <X aria-hidden="true" />
              Remover logo
            </Button>
          )}
        </div>
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" {...register('ativo')} className="size-4 accent-brand-700" />
        Associação ativa (aparece em /parceiros e dá o plano de associado)
      </label>
      <DialogActions
        className="pt-2"
        action={{
          type: 'submit',
          isLoading: isUploading || save.isPending,
          loadingText: isUploading ? 'Enviando logo...' : 'Salvando...',
          children: 'Salvar',
        }}
      />
    </form>
  );
}
