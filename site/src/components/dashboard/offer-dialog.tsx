import { type FieldErrors, useController, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { OFERTA_MESSAGES as M } from '#domain/ofertas/messages.ts';
import { maskBRL } from '#domain/ofertas/money.ts';
import {
  type Offer,
  type OfferInput,
  offerSchema,
  VALIDADE_LABELS,
  VALIDADE_OPCOES,
} from '#domain/ofertas/offer-schema.ts';
import { ApiError } from '../../lib/api.ts';
import { type MatchCard, useSendOffer } from '../../lib/dashboard-api.ts';
import { LoadingButton, TextField } from '../auth/form-controls.tsx';
import { zodResolver } from '../auth/zod-resolver.ts';
import { TextAreaField } from '../lojista/form-parts.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';

// 'Fazer Oferta' (spec 000 §2 Dialogs, §5 Offer): the price is typed as digits and shown as BRL
// (cents shift in from the right); validity 1, 3 or 10 days (default 1) or a custom text. The
// server checks the plan again: a 403 is the 'Oferta bloqueada' toast with its message.

// The price field holds the masked text; the schema turns it into cents.
type Values = OfferInput;

const emptyOffer: Values = {
  valorCentavos: maskBRL(''),
  condicoesPagamento: '',
  prazoEntrega: '',
  validade: '1',
  validadePersonalizada: '',
  observacoes: '',
};

function onInvalid(invalid: FieldErrors<Values>) {
  if (invalid.valorCentavos) toast.error(M.erroValidacao, { description: M.precoInvalido });
}

export function OfferDialog({ match, onClose }: { match: MatchCard | null; onClose: () => void }) {
  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>Fazer Oferta</DialogTitle>
        {match && (
          <>
            <DialogDescription>
              {match.desejo.produtoDesejado} · código {match.desejo.codigo}
            </DialogDescription>
            <OfferForm key={match.id} matchId={match.id} onSent={onClose} onCancel={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OfferForm({
  matchId,
  onSent,
  onCancel,
}: {
  matchId: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const sendOffer = useSendOffer();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Offer>({
    resolver: zodResolver(offerSchema),
    defaultValues: emptyOffer,
  });
  const price = useController({ control, name: 'valorCentavos' });
  const validade = useWatch({ control, name: 'validade' });

  const onSubmit = handleSubmit(async (offer) => {
    try {
      await sendOffer.mutateAsync({ matchId, offer });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        toast.error(M.ofertaBloqueada, { description: error.message });
      } else {
        const message = error instanceof Error ? error.message : undefined;
        toast.error(M.erroEnviarOferta, { description: message });
      }
      return;
    }
    toast.success(M.ofertaEnviada);
    onSent();
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <TextField
        label="Preço *"
        inputMode="numeric"
        ref={price.field.ref}
        name={price.field.name}
        value={String(price.field.value)}
        onChange={(event) => price.field.onChange(maskBRL(event.target.value))}
        onBlur={price.field.onBlur}
        error={errors.valorCentavos?.message}
      />
      <TextField
        label="Condições de pagamento *"
        placeholder="Ex.: à vista no Pix ou 10x sem juros"
        error={errors.condicoesPagamento?.message}
        {...register('condicoesPagamento')}
      />
      <TextField
        label="Prazo de entrega *"
        placeholder="Ex.: entrega amanhã"
        error={errors.prazoEntrega?.message}
        {...register('prazoEntrega')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Validade da oferta</legend>
        <div className="flex flex-wrap gap-4">
          {VALIDADE_OPCOES.map((opcao) => (
            <label key={opcao} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="radio" value={opcao} className="accent-brand-600" {...register('validade')} />
              {VALIDADE_LABELS[opcao]}
            </label>
          ))}
        </div>
        {validade === 'personalizada' && (
          <TextField
            label="Validade personalizada"
            placeholder="Ex.: até sábado"
            error={errors.validadePersonalizada?.message}
            {...register('validadePersonalizada')}
          />
        )}
      </fieldset>
      <TextAreaField
        label="Observações"
        rows={3}
        maxLength={1000}
        error={errors.observacoes?.message}
        {...register('observacoes')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <LoadingButton type="submit" isLoading={isSubmitting} loadingText="Enviando...">
          Enviar Oferta
        </LoadingButton>
      </div>
    </form>
  );
}
