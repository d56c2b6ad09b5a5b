import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PHOTO_UPLOAD_TYPES } from '#domain/media/photo-upload.ts';
import { uploadReplyPhoto, useSendAdminReply } from '../../../lib/admin-human-api.ts';
import { toast } from '../../../lib/toast.ts';
import { type PhotoChoice, usePhotoChoice } from '../../photos/photo-choice.ts';
import { Button } from '../../ui/button.tsx';
import { fileInputClass, textareaClass } from '../field.tsx';
import { errorText, newSendId } from './reply-ids.ts';

// The reply box inside the 24-hour window: text, a photo, or a photo with the text as its caption.
// The photo is uploaded when the reply is sent (JPG, PNG or WebP, 5 MB, checked here and again by
// the server), then the reply names it; both go through the bot's sender (api/atendimento).

export function TextReply({ conversationId }: { conversationId: string }) {
  const id = useId();
  const [texto, setTexto] = useState('');
  // One id per message typed: a resend of the same message after a lost answer is not sent twice.
  const [envioId, setEnvioId] = useState(() => newSendId());
  // Bumped after a send: a new file input, so the chosen file's name goes with the photo.
  const [photoInput, setPhotoInput] = useState(0);
  const [isUploading, setIsUploading] = useState(false);
  const photo = usePhotoChoice(uploadReplyPhoto);
  const send = useSendAdminReply(conversationId);
  const isEmpty = texto.trim() === '' && !photo.file;
  const isBusy = send.isPending || isUploading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty || photo.error || isBusy) return;
    let fotoKey: string | undefined;
    setIsUploading(true);
    try {
      fotoKey = await photo.upload();
    } catch (error) {
      toast.error('Foto não enviada', { description: errorText(error) });
      return;
    } finally {
      setIsUploading(false);
    }
    send.mutate(
      { texto, envioId, ...(fotoKey ? { fotoKey } : {}) },
      {
        onSuccess: () => {
          setTexto('');
          photo.choose(null);
          setPhotoInput((n) => n + 1);
          setEnvioId(newSendId());
        },
        onError: (error) => toast.error('Mensagem não enviada', { description: errorText(error) }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-slate-200 p-3">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Responder como atendente
        </label>
        <textarea
          id={id}
          rows={2}
          value={texto}
          maxLength={4096}
          placeholder={photo.file ? 'Legenda da foto (opcional)...' : 'Escreva a resposta para o contato...'}
          onChange={(event) => setTexto(event.target.value)}
          className={textareaClass}
        />
        <Button type="submit" size="sm" disabled={isBusy || isEmpty || photo.error !== null}>
          <Send aria-hidden="true" />
          Enviar resposta
        </Button>
      </div>
      <ReplyPhotoField key={photoInput} photo={photo} />
    </form>
  );
}

function ReplyPhotoField({ photo }: { photo?: PhotoChoice }) {
  const id = useId();
  const isDisabled = photo === undefined;
  const hint = isDisabled
    ? 'Com a janela fechada não é possível enviar fotos, só um template aprovado.'
    : 'JPG, PNG ou WebP até 5 MB. O texto vai como legenda da foto.';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Anexar foto (opcional)
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_UPLOAD_TYPES.join(',')}
        disabled={isDisabled}
        aria-invalid={photo?.error ? true : undefined}
        aria-describedby={`${id}-ajuda`}
        onChange={(event) => photo?.choose(event.target.files?.[0] ?? null)}
        className={fileInputClass}
      />
      <p id={`${id}-ajuda`} className={photo?.error ? 'text-sm text-red-600' : 'text-xs text-slate-500'}>
        {photo?.error ?? hint}
      </p>
    </div>
  );
}

/** Outside the window (the template form): the photo is offered, disabled, with why. */
export function ClosedWindowPhotoField() {
  return <ReplyPhotoField />;
}
