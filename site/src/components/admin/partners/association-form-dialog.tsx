import { X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AssociationInput, AssociationListItem } from '#domain/admin/association-schemas.ts';
import { LOGO_SIGNATURE_BYTES, logoProblem } from '#domain/admin/logo-image.ts';
import { uploadLogo, useSaveAssociation } from '../../../lib/admin-partners-api.ts';
import { LoadingButton } from '../../form/form-controls.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { FormField, fail, inputClass, warn } from './partners-ui.tsx';

// The association form (spec 001 §5): nome required, a logo image of at most 2MB (checked here by
// its first bytes, as the server does), a description of up to 200 characters with its counter,
// an e-mail input. The logo is uploaded when the form is saved, so a cancelled form leaves no file.

const DESCRICAO_MAX = 200;
const nomeRequired = 'O nome da associação é obrigatório';

type Logo = { file: File; preview: string } | { url: string } | null;

const logoSrc = (logo: Logo) => (logo ? ('file' in logo ? logo.preview : logo.url) : null);

export function AssociationFormDialog({
  association,
  isOpen,
  onOpenChange,
}: {
  /** null for Nova. */
  association: AssociationListItem | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{association ? 'Editar associação' : 'Nova associação'}</DialogTitle>
        <DialogDescription className="mt-1">
          Associações parceiras: lojistas associados ganham o plano gratuito de associado.
        </DialogDescription>
        {isOpen && (
          <AssociationForm
            key={association?.id ?? 'nova'}
            association={association}
            onSaved={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
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
  const [values, setValues] = useState({
    nome: association?.nome ?? '',
    cidade: association?.cidade ?? '',
    telefone: association?.telefone ?? '',
    email: association?.email ?? '',
    descricao: association?.descricao ?? '',
    ativo: association?.ativo ?? true,
  });
  const [logo, setLogo] = useState<Logo>(association?.logo_url ? { url: association.logo_url } : null);
  const [isUploading, setUploading] = useState(false);
  const [nomeError, setNomeError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useSaveAssociation();

  const preview = logo && 'file' in logo ? logo.preview : null;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const set = (field: keyof typeof values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.nome.trim()) {
      setNomeError(nomeRequired);
      warn(nomeRequired);
      return;
    }
    setNomeError(null);
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
    const data: AssociationInput = { ...values, logo_url: logoUrl };
    save.mutate(
      { id: association?.id, data },
      {
        onSuccess: () => {
          toast.success(association ? 'Associação atualizada' : 'Associação criada', {
            description: `${values.nome.trim()} salva com sucesso.`,
          });
          onSaved();
        },
        onError: (error) => fail(error, 'Não foi possível salvar a associação'),
      },
    );
  }

  const src = logoSrc(logo);
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <FormField id={`${id}-nome`} label="Nome" isRequired hint={nomeError}>
        <input
          id={`${id}-nome`}
          value={values.nome}
          onChange={set('nome')}
          maxLength={200}
          aria-required="true"
          aria-invalid={nomeError ? true : undefined}
          aria-describedby={nomeError ? `${id}-nome-hint` : undefined}
          className={inputClass}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-cidade`} label="Cidade">
          <input
            id={`${id}-cidade`}
            value={values.cidade}
            onChange={set('cidade')}
            maxLength={120}
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
      <FormField id={`${id}-email`} label="E-mail">
        <input
          id={`${id}-email`}
          type="email"
          value={values.email}
          onChange={set('email')}
          className={inputClass}
        />
      </FormField>
      <FormField
        id={`${id}-descricao`}
        label="Descrição"
        hint={`${values.descricao.length}/${DESCRICAO_MAX}`}
      >
        <textarea
          id={`${id}-descricao`}
          rows={3}
          value={values.descricao}
          onChange={set('descricao')}
          maxLength={DESCRICAO_MAX}
          aria-describedby={`${id}-descricao-hint`}
          className={inputClass}
        />
      </FormField>
      <FormField
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
            id={`${id}-logo`}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={chooseLogo}
            aria-describedby={`${id}-logo-hint`}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          {src && (
            <Button variant="ghost" size="sm" onClick={removeLogo}>
              <X aria-hidden="true" />
              Remover logo
            </Button>
          )}
        </div>
      </FormField>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={values.ativo}
          onChange={(e) => setValues((v) => ({ ...v, ativo: e.target.checked }))}
          className="size-4 accent-brand-700"
        />
        Associação ativa (aparece em /parceiros e dá o plano de associado)
      </label>
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <LoadingButton
          type="submit"
          isLoading={isUploading || save.isPending}
          loadingText={isUploading ? 'Enviando logo...' : 'Salvando...'}
        >
          Salvar
        </LoadingButton>
      </div>
    </form>
  );
}
