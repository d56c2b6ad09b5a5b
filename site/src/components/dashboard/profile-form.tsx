import { useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, Path } from 'react-hook-form';
import { type ProfileEditInput, profileEditSchema } from '#domain/lojistas/shop-profile.ts';
import { maskCep, maskCnpj, maskPhone } from '#domain/masks.ts';
import { PERFIL_MESSAGES as P } from '#domain/ofertas/messages.ts';
import { ApiError, api } from '../../lib/api.ts';
import type { OwnShop } from '../../lib/own-shop.ts';
import { toast } from '../../lib/toast.ts';
import { LoadingButton, TextField } from '../form/form-controls.tsx';
import { showServerFieldErrors } from '../form/form-parts.tsx';
import { errorSummary, useZodForm } from '../form/use-zod-form.ts';
import { ShopFieldSet, ShopPhoneFields } from '../lojista/shop-field-set.tsx';

// The profile dialog's form (spec 000 §2 Dialogs, §5, §8 Profile edit): everything but the CNPJ,
// shown read-only. Categories replace the shop's; the server drops subcategories of removed ones.

const fieldNames = Object.keys(profileEditSchema.shape) as Path<ProfileEditInput>[];

// An empty phone stays empty: the mask alone would leave '+55 ', which fails validation.
const phone = (digits: string | null) => (digits ? maskPhone(digits) : '');

function initialValues(lojista: OwnShop['lojista']): ProfileEditInput {
  return {
    nomeLoja: lojista.nome_loja,
    email: lojista.email,
    endereco: lojista.endereco ?? '',
    cep: lojista.cep ? maskCep(lojista.cep) : '',
    estado: lojista.estado,
    cidade: lojista.cidade,
    telefone: phone(lojista.telefone),
    whatsapp: phone(lojista.whatsapp),
    whatsappLoja: phone(lojista.whatsapp_loja),
    categorias: lojista.categorias,
    subcategorias: lojista.subcategorias,
  };
}

/** A field the user cannot see (scrolled away in the dialog) still gets its message in the toast. */
function onInvalid(invalid: FieldErrors<ProfileEditInput>) {
  toast.error(P.erroSalvar, { description: errorSummary(invalid) });
}

export function ProfileForm({ lojista, onSaved }: { lojista: OwnShop['lojista']; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(profileEditSchema, initialValues(lojista));
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (profile) => {
    try {
      await api('/api/dashboard/perfil', { method: 'PUT', body: profile });
    } catch (error) {
      showServerFieldErrors(error, setError, fieldNames);
      const message = error instanceof ApiError ? error.message : 'Não foi possível salvar. Tente novamente.';
      toast.error(P.erroSalvar, { description: message });
      return;
    }
    toast.success(P.atualizado, { description: P.atualizadoDetalhe });
    await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    await queryClient.invalidateQueries({ queryKey: ['lojistas', 'me'] });
    onSaved();
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-6">
      <ShopFieldSet form={form} title="Dados da Loja" isSubcategoryRequired={false}>
        <TextField label="Nome da Loja *" error={errors.nomeLoja?.message} {...register('nomeLoja')} />
        <TextField label="E-mail *" type="email" error={errors.email?.message} {...register('email')} />
        <TextField label="CNPJ" value={maskCnpj(lojista.cnpj ?? '')} readOnly disabled />
        <ShopPhoneFields
          control={control}
          names={{ telefone: 'telefone', whatsapp: 'whatsapp', whatsappLoja: 'whatsappLoja' }}
          whatsappLojaHint="Este é o número que recebe as notificações de oportunidades."
        />
      </ShopFieldSet>
      <div className="flex justify-end">
        <LoadingButton type="submit" isLoading={isSubmitting} loadingText="Salvando...">
          Salvar Perfil
        </LoadingButton>
      </div>
    </form>
  );
}
