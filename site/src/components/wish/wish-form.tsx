import { useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { type WishFormInput, wishFormSchema } from '#domain/desejos/wish-schema.ts';
import { ApiError, api } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { ErrorAlert, LoadingButton, TextField } from '../form/form-controls.tsx';
import { FormSection, showServerFieldErrors, TextAreaField } from '../form/form-parts.tsx';
import { LocationFields } from '../form/location-fields.tsx';
import { PhoneField } from '../form/masked-fields.tsx';
import { TermsField } from '../form/terms-field.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { WishCategoryFields } from './wish-category-fields.tsx';
import type { WishSent } from './wish-success.tsx';

// /envie-seu-desejo: the same schema the API parses (domain/desejos/wish-schema.ts) validates the
// form, so both say the same messages. The wish goes to every eligible shop of the city and
// category; the answer says how many.

const emptyForm: WishFormInput = {
  nomeCliente: '',
  whatsapp: '',
  estado: '',
  cidade: '',
  categoriaId: undefined as unknown as number,
  subcategoriaId: undefined,
  produtoDesejado: '',
  marca: '',
  caracteristicas: '',
  linkProduto: '',
  termosAceitos: false,
};

const fieldNames = Object.keys(wishFormSchema.shape) as Path<WishFormInput>[];

/** Who sent the wish, as typed: "Enviar outro desejo" starts the next form with it. */
export type WishContact = Pick<WishFormInput, 'nomeCliente' | 'whatsapp'>;

export function WishForm({
  contact,
  onSent,
}: {
  contact?: WishContact;
  onSent: (sent: WishSent, contact: WishContact) => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(wishFormSchema, { ...emptyForm, ...contact });
  const hasAcceptedTerms = useWatch({ control, name: 'termosAceitos' });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      const sent = await api<WishSent>('/api/desejos', { method: 'POST', body: form });
      onSent(sent, { nomeCliente: getValues('nomeCliente'), whatsapp: getValues('whatsapp') });
    } catch (error) {
      showServerFieldErrors(error, setError, fieldNames);
      const message =
        error instanceof ApiError ? error.message : 'Não foi possível enviar seu desejo. Tente novamente.';
      setServerError(message);
      toast.error('Erro ao enviar desejo', { description: message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <FormSection title="Seus dados">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Seu nome *"
            autoComplete="name"
            error={errors.nomeCliente?.message}
            {...register('nomeCliente')}
          />
          <PhoneField
            control={control}
            name="whatsapp"
            label="WhatsApp *"
            hint="As ofertas das lojas chegam neste número."
          />
          <LocationFields control={control} estadoName="estado" cidadeName="cidade" />
        </div>
      </FormSection>

      <FormSection title="O que você deseja">
        <div className="grid gap-4 sm:grid-cols-2">
          <WishCategoryFields control={control} />
          <TextField
            label="Produto desejado *"
            placeholder="Ex.: Geladeira frost free 400 litros"
            className="sm:col-span-2"
            error={errors.produtoDesejado?.message}
            {...register('produtoDesejado')}
          />
          <TextField label="Marca preferida" error={errors.marca?.message} {...register('marca')} />
          <TextField
            label="Link de referência"
            type="url"
            placeholder="https://"
            error={errors.linkProduto?.message}
            {...register('linkProduto')}
          />
          <TextAreaField
            label="Detalhes"
            placeholder="Cor, tamanho, voltagem, modelo..."
            className="sm:col-span-2"
            maxLength={1000}
            error={errors.caracteristicas?.message}
            {...register('caracteristicas')}
          />
        </div>
      </FormSection>

      <TermsField error={errors.termosAceitos?.message} {...register('termosAceitos')} />

      {serverError && <ErrorAlert>{serverError}</ErrorAlert>}

      <LoadingButton
        type="submit"
        size="lg"
        className="w-full"
        isLoading={isSubmitting}
        loadingText="Enviando..."
        disabled={!hasAcceptedTerms}
      >
        Enviar meu desejo
      </LoadingButton>
    </form>
  );
}
