import { useState } from 'react';
import { type FieldErrors, useController, useWatch } from 'react-hook-form';
import { OFERTA_MESSAGES as M } from '#domain/ofertas/messages.ts';
import { decimalStringToCents, formatBRL, maskBRL } from '#domain/ofertas/money.ts';
import {
  type OfferInput,
  offerSchema,
  VALIDADE_LABELS,
  VALIDADE_OPCOES,
  type ValidadeOpcao,
} from '#domain/ofertas/offer-schema.ts';
import { ApiError } from '../../lib/api.ts';
import { type MatchCard, useSendOffer } from '../../lib/dashboard-api.ts';
import { toast } from '../../lib/toast.ts';
import { LoadingButton, TextField } from '../form/form-controls.tsx';
import { TextAreaField } from '../form/form-parts.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';
import { OfferPhotoField, useOfferPhoto } from './offer-photo-field.tsx';

// 'Fazer Oferta' (spec 000 §2 Dialogs, §5 Offer): the price is typed as digits and shown as BRL
// (cents shift in from the right); validity 1, 3 or 10 days (default 1) or a custom text. The
// server checks the plan again: a 403 is the 'Oferta bloqueada' toast with its message. A shop has
// one offer per opportunity: opened on a sent offer, the dialog starts from it and sends the
// change. Each opening makes one idempotency key: a double click or a retried request sends the
// same key and the server answers with the offer the first one made.

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

/** The dialog's fields as the sent offer stands, to change it. */
function valuesOf(oferta: NonNullable<MatchCard['oferta']>): Values {
  const opcao = VALIDADE_OPCOES.find((o) => o !== 'personalizada' && VALIDADE_LABELS[o] === oferta.validade);
  const validade: ValidadeOpcao = opcao ?? (oferta.validade ? 'personalizada' : '1');
  return {
    valorCentavos: formatBRL(decimalStringToCents(oferta.valor ?? '0')),
    condicoesPagamento: oferta.condicoesPagamento ?? '',
    prazoEntrega: oferta.prazoEntrega ?? '',
    validade,
    validadePersonalizada: validade === 'personalizada' ? (oferta.validade ?? '') : '',
    observacoes: oferta.observacoes ?? '',
  };
}

/** A v4 uuid; crypto.randomUUID exists only on https and localhost pages. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function onInvalid(invalid: FieldErrors<Values>) {
  if (invalid.valorCentavos) toast.error(M.erroValidacao, { description: M.precoInvalido });
}

export function OfferDialog({ match, onClose }: { match: MatchCard | null; onClose: () => void }) {
  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{match?.oferta ? 'Alterar Oferta' : 'Fazer Oferta'}</DialogTitle>
        {match && (
          <>
            <DialogDescription>
              {match.desejo.produtoDesejado} · código {match.desejo.codigo}
            </DialogDescription>
            <OfferForm
              key={match.id}
              matchId={match.id}
              current={match.oferta}
              onSent={onClose}
              onCancel={onClose}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OfferForm({
  matchId,
  current,
  onSent,
  onCancel,
}: {
  matchId: string;
  current: MatchCard['oferta'];
  onSent: () => void;
  onCancel: () => void;
}) {
  const sendOffer = useSendOffer();
  // Made once per opening of the dialog (the form mounts with it), kept across submits.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const photo = useOfferPhoto();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(offerSchema, current ? valuesOf(current) : emptyOffer, 'onSubmit');
  const price = useController({ control, name: 'valorCentavos' });
  const validade = useWatch({ control, name: 'validade' });

  const onSubmit = handleSubmit(async (offer) => {
    if (photo.error) return;
    let sent: { message: string };
    try {
      const fotoKey = await photo.upload();
      sent = await sendOffer.mutateAsync({ matchId, offer, idempotencyKey, fotoKey });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        toast.error(M.ofertaBloqueada, { description: error.message });
      } else {
        const message = error instanceof Error ? error.message : undefined;
        toast.error(M.erroEnviarOferta, { description: message });
      }
      return;
    }
    toast.success(sent.message || M.ofertaEnviada);
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
      <OfferPhotoField photo={photo} hasPhoto={current?.temFoto ?? false} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <LoadingButton type="submit" isLoading={isSubmitting} loadingText="Enviando...">
          {current ? 'Atualizar Oferta' : 'Enviar Oferta'}
        </LoadingButton>
      </div>
    </form>
  );
}
