import { type FieldErrors, type Path, useWatch } from 'react-hook-form';
import type { registrationAnswer } from '#api/parceiros/routes.ts';
import { type QuickRegistrationInput, quickRegistrationSchema } from '#domain/lojistas/shop-profile.ts';
import { ApiError, api, type Jsonified } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { LoadingButton, TextField } from '../form/form-controls.tsx';
import { showServerFieldErrors } from '../form/form-parts.tsx';
import { CnpjField, PhoneField } from '../form/masked-fields.tsx';
import { TermsField } from '../form/terms-field.tsx';
import { errorSummary, useZodForm } from '../form/use-zod-form.ts';
import { ShopFieldSet } from './shop-field-set.tsx';

// "Dados do Lojista" of /parceiros/cadastro-rapido (spec 001 §2.8 and §5). A partner enrols a
// shop without logging in; the server creates the account with a temporary password and returns
// it once, with a short-lived token for resending the credentials.

type RegistrationAnswer = Jsonified<ReturnType<typeof registrationAnswer>>;

/** What the page keeps of the answer: only in React state, never in storage. */
export type QuickRegistrationDone = Pick<
  RegistrationAnswer,
  'lojistaId' | 'nomeLoja' | 'email' | 'senhaTemporaria' | 'reenvioToken'
>;

const emptyForm: QuickRegistrationInput = {
  nomeLoja: '',
  cnpj: '',
  email: '',
  whatsappLoja: '',
  nomeRepresentante: '',
  whatsappRepresentante: '',
  cep: '',
  estado: '',
  cidade: '',
  endereco: '',
  categorias: [],
  subcategorias: [],
  termosAceitos: false,
};

const fieldNames = Object.keys(quickRegistrationSchema.shape) as Path<QuickRegistrationInput>[];
// The four format checks that keep the button disabled while they fail (spec 001 §5).
const formatFields = ['cnpj', 'email', 'whatsappRepresentante', 'whatsappLoja'] as const;

function onInvalid(invalid: FieldErrors<QuickRegistrationInput>) {
  if (formatFields.some((name) => invalid[name])) {
    toast.error('Atenção', { description: 'Corrija os erros no formulário antes de continuar' });
    return;
  }
  toast.error('Atenção', { description: errorSummary(invalid) });
}

function announceCredentials(sent: RegistrationAnswer['credenciais']) {
  if (sent.email && sent.whatsapp) {
    toast.success('Cadastro realizado! Credenciais enviadas por e-mail e WhatsApp.');
  } else if (sent.email) {
    toast.success('Cadastro realizado! Credenciais enviadas por e-mail.');
  } else {
    toast.warning('Cadastro realizado, mas houve erro ao enviar as credenciais. Anote a senha abaixo!');
  }
}

export function QuickRegistrationForm({
  count,
  onRegistered,
  onFocus,
}: {
  count: number;
  onRegistered: (done: QuickRegistrationDone) => void;
  /** The partner started on the form (the page loads the confirmation's code then). */
  onFocus?: () => void;
}) {
  const form = useZodForm(quickRegistrationSchema, emptyForm);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const hasAcceptedTerms = useWatch({ control, name: 'termosAceitos' });
  const hasFormatError = formatFields.some((name) => errors[name]);

  const onSubmit = handleSubmit(async (form) => {
    let answer: RegistrationAnswer;
    try {
      // The schema's output: CNPJ, phones and CEP as digits only.
      answer = await api<RegistrationAnswer>('/api/parceiros/cadastro-rapido', {
        method: 'POST',
        body: form,
      });
    } catch (error) {
      showServerFieldErrors(error, setError, fieldNames);
      const message = error instanceof ApiError ? error.message : 'Erro inesperado ao realizar cadastro';
      toast.error('Erro', { description: message });
      return;
    }
    announceCredentials(answer.credenciais);
    const { lojistaId, nomeLoja, email, senhaTemporaria, reenvioToken } = answer;
    onRegistered({ lojistaId, nomeLoja, email, senhaTemporaria, reenvioToken });
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-slate-900">Dados do Lojista</h2>
        {count > 0 && (
          <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            {count} {count === 1 ? 'cadastro realizado' : 'cadastros realizados'}
          </p>
        )}
      </div>

      <ShopFieldSet form={form} title="Dados Básicos" isSubcategoryRequired={false}>
        <TextField
          label="Nome da Loja *"
          autoComplete="organization"
          error={errors.nomeLoja?.message}
          {...register('nomeLoja')}
        />
        <CnpjField control={control} name="cnpj" label="CNPJ *" />
        <TextField
          label="E-mail *"
          type="email"
          autoComplete="email"
          placeholder="loja@email.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField control={control} name="whatsappLoja" label="WhatsApp da Loja *" />
        <TextField
          label="Nome do Representante *"
          autoComplete="name"
          error={errors.nomeRepresentante?.message}
          {...register('nomeRepresentante')}
        />
        <PhoneField control={control} name="whatsappRepresentante" label="WhatsApp do Representante *" />
      </ShopFieldSet>

      <TermsField
        lead="O lojista leu e aceita os"
        error={errors.termosAceitos?.message}
        {...register('termosAceitos')}
      />

      <LoadingButton
        type="submit"
        size="lg"
        className="w-full"
        isLoading={isSubmitting}
        loadingText="Cadastrando..."
        disabled={!hasAcceptedTerms || hasFormatError}
      >
        Cadastrar Lojista
      </LoadingButton>
    </form>
  );
}
