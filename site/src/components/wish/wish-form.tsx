import { useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { type WishFormInput, wishFormSchema } from '#domain/desejos/wish-schema.ts';
import { ApiError, api } from '../../lib/api.ts';
import { useCategorias } from '../../lib/reference-data.ts';
import { toast } from '../../lib/toast.ts';
import { ErrorAlert, LoadingButton, TextField } from '../form/form-controls.tsx';
import { FormSection, showServerFieldErrors, TextAreaField } from '../form/form-parts.tsx';
import { LocationFields } from '../form/location-fields.tsx';
import { PhoneField } from '../form/masked-fields.tsx';
import { SelectField } from '../form/select-field.tsx';
import { TermsField } from '../form/terms-field.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
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

const toId = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

export function WishForm({ onSent }: { onSent: (sent: WishSent) => void }) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useZodForm(wishFormSchema, emptyForm);
  const categorias = useCategorias();
  const categoriaId = useWatch({ control, name: 'categoriaId' });
  const hasAcceptedTerms = useWatch({ control, name: 'termosAceitos' });
  const subcategorias = categorias.data?.find((c) => c.id === categoriaId)?.subcategorias ?? [];
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      const sent = await api<WishSent>('/api/desejos', { method: 'POST', body: form });
      onSent(sent);
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
          <SelectField
            label="Categoria *"
            disabled={categorias.isPending}
            error={errors.categoriaId?.message}
            {...register('categoriaId', {
              setValueAs: toId,
              onChange: () => setValue('subcategoriaId', undefined),
            })}
          >
            <option value="">
              {categorias.isPending ? 'Carregando categorias...' : 'Selecione a categoria'}
            </option>
            {categorias.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Subcategoria"
            disabled={subcategorias.length === 0}
            error={errors.subcategoriaId?.message}
            {...register('subcategoriaId', { setValueAs: toId })}
          >
            <option value="">
              {categoriaId ? 'Qualquer subcategoria' : 'Selecione uma categoria primeiro'}
            </option>
            {subcategorias.map((s) => (
              <option key={s.id} value={s.id}>
                {s.nome}
              </option>
            ))}
          </SelectField>
          {categorias.error && (
            <p role="alert" className="text-sm text-red-600 sm:col-span-2">
              Não foi possível carregar as categorias
            </p>
          )}
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
