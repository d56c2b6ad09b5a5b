import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { completeProfile } from '#api/lojistas/complete-profile.ts';
import type { checkCnpj } from '#api/lojistas/read-lojista.ts';
import { type ProfileCompletionInput, profileCompletionSchema } from '#domain/lojistas/shop-profile.ts';
import { onlyDigits } from '#domain/masks.ts';
import { ApiError, api } from '../../lib/api.ts';
import { loadAuthClient, preloadAuthClient } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.ts';
import { ErrorAlert, LoadingButton, TextField } from '../form/form-controls.tsx';
import { FormSection, showServerFieldErrors, TextAreaField } from '../form/form-parts.tsx';
import { CnpjField } from '../form/masked-fields.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { Button } from '../ui/button.tsx';
import { ShopFieldSet, ShopPhoneFields } from './shop-field-set.tsx';

// /completar-perfil's form (spec 000 §2, §4, §5, §8): a signed-in user without a shop becomes one.
// The e-mail comes from the session and is read-only (the server ignores the body's e-mail).

type ProfileResult = Pick<Awaited<ReturnType<typeof completeProfile>>, 'plano' | 'next'>;
type CnpjCheck = Awaited<ReturnType<typeof checkCnpj>>;

const fieldNames = Object.keys(profileCompletionSchema.shape) as Path<ProfileCompletionInput>[];
const genericError = 'Erro ao salvar perfil. Tente novamente.';

function emptyProfile(email: string, name: string): ProfileCompletionInput {
  return {
    nome: name,
    empresa: '',
    email,
    cnpj: '',
    telefoneFixo: '',
    whatsappRepresentante: '',
    whatsappLoja: '',
    cep: '',
    endereco: '',
    estado: '',
    cidade: '',
    categorias: [],
    subcategorias: [],
    descricao: '',
  };
}

function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return genericError;
  if (error.status === 401) return 'Erro: usuário não autenticado';
  return error.status >= 500 ? genericError : error.message;
}

/** 'CNPJ já cadastrado pela empresa: {shop name}' once 14 digits are typed (spec 000 §5). */
function useDuplicateCnpj(cnpj: string | null | undefined): string | undefined {
  const digits = onlyDigits(cnpj ?? '');
  const { data } = useQuery({
    queryKey: ['lojistas', 'cnpj', digits],
    queryFn: ({ signal }) => api<CnpjCheck>(`/api/lojistas/cnpj/${digits}`, { signal }),
    enabled: digits.length === 14,
    staleTime: 0,
  });
  return digits.length === 14 && data?.exists
    ? `CNPJ já cadastrado pela empresa: ${data.nomeLoja}`
    : undefined;
}

export function ProfileForm({ email, name }: { email: string; name: string }) {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const [isSigningOut, setSigningOut] = useState(false);
  const form = useZodForm(profileCompletionSchema, emptyProfile(email, name));
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const duplicateCnpj = useDuplicateCnpj(useWatch({ control, name: 'cnpj' }));

  const onSubmit = handleSubmit(async (profile) => {
    setAlert(null);
    let result: ProfileResult;
    try {
      result = await api<ProfileResult>('/api/lojistas/perfil', { method: 'POST', body: profile });
    } catch (error) {
      const message = saveErrorMessage(error);
      showServerFieldErrors(error, setError, fieldNames);
      if (error instanceof ApiError && error.status === 409) setAlert(message);
      toast.error('Erro', { description: message });
      return;
    }
    const associacao = result.plano.associacao;
    toast.success('Cadastro concluído!', {
      description: associacao
        ? `Perfil completado! Plano Gratuito ativado (${associacao})`
        : 'Perfil completado! Contrate um plano para começar a receber oportunidades.',
    });
    navigate(result.next, { replace: true });
  });

  async function cancel() {
    setSigningOut(true);
    try {
      // better-auth's client loads for this only (warmed up on the button's hover or focus).
      await (await loadAuthClient()).signOut();
    } finally {
      // Home either way: a failed sign-out leaves a session the next visit can still end.
      navigate('/', { replace: true });
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <ErrorAlert>{alert && <p>{alert}</p>}</ErrorAlert>
      <ShopFieldSet form={form} title="Dados Básicos" isSubcategoryRequired>
        <TextField
          label="Nome completo *"
          autoComplete="name"
          error={errors.nome?.message}
          {...register('nome')}
        />
        <TextField
          label="Nome da empresa *"
          autoComplete="organization"
          error={errors.empresa?.message}
          {...register('empresa')}
        />
        <TextField
          label="E-mail"
          type="email"
          readOnly
          className="[&_input]:bg-slate-50"
          {...register('email')}
        />
        <CnpjField control={control} name="cnpj" label="CNPJ" message={duplicateCnpj} />
        <ShopPhoneFields
          control={control}
          names={{
            telefone: 'telefoneFixo',
            whatsapp: 'whatsappRepresentante',
            whatsappLoja: 'whatsappLoja',
          }}
          whatsappLojaHint="Número que recebe as notificações de oportunidades."
        />
      </ShopFieldSet>

      <FormSection title="Sobre a Loja">
        <TextAreaField
          label="Descrição"
          placeholder="Conte o que a sua loja vende (opcional)"
          maxLength={1000}
          error={errors.descricao?.message}
          {...register('descricao')}
        />
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={cancel}
          onPointerEnter={preloadAuthClient}
          onFocus={preloadAuthClient}
          disabled={isSigningOut || isSubmitting}
        >
          Cancelar
        </Button>
        <LoadingButton
          type="submit"
          isLoading={isSubmitting}
          loadingText="Salvando..."
          disabled={!!duplicateCnpj}
        >
          Completar Cadastro
        </LoadingButton>
      </div>
    </form>
  );
}
