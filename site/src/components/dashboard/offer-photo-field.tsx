import { useId, useRef, useState } from 'react';
import {
  isOfferPhotoType,
  OFFER_PHOTO_MESSAGES as M,
  OFFER_PHOTO_MAX_BYTES,
  OFFER_PHOTO_TYPES,
} from '#domain/ofertas/offer-photo.ts';
import { uploadOfferPhoto } from '../../lib/dashboard-api.ts';

// The offer dialog's optional photo of the product: checked here (type, 5 MB) and uploaded when the
// offer is sent, once per chosen file (a second submit of the same file reuses its key), so the
// customer receives the photo with the offer.

export type OfferPhoto = ReturnType<typeof useOfferPhoto>;

export function useOfferPhoto() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploaded = useRef<{ file: File; key: string } | null>(null);
  return {
    file,
    error,
    choose(chosen: File | null) {
      setFile(chosen);
      if (!chosen) return setError(null);
      if (!isOfferPhotoType(chosen.type)) return setError(M.tipo);
      setError(chosen.size > OFFER_PHOTO_MAX_BYTES ? M.tamanho : null);
    },
    /** The chosen photo's key, uploading it the first time; undefined without a photo. */
    async upload(): Promise<string | undefined> {
      if (!file) return undefined;
      if (uploaded.current?.file !== file) uploaded.current = { file, key: await uploadOfferPhoto(file) };
      return uploaded.current.key;
    },
  };
}

export function OfferPhotoField({ photo, hasPhoto }: { photo: OfferPhoto; hasPhoto: boolean }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Foto do produto (opcional)
      </label>
      <input
        id={id}
        type="file"
        accept={OFFER_PHOTO_TYPES.join(',')}
        aria-invalid={photo.error ? true : undefined}
        aria-describedby={`${id}-ajuda`}
        onChange={(event) => photo.choose(event.target.files?.[0] ?? null)}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800"
      />
      <p id={`${id}-ajuda`} className={photo.error ? 'text-sm text-red-600' : 'text-xs text-slate-500'}>
        {photo.error ??
          (hasPhoto
            ? 'Sua oferta já tem uma foto; escolha outra para trocá-la.'
            : 'JPG, PNG ou WebP até 5 MB. O cliente recebe a foto com a oferta.')}
      </p>
    </div>
  );
}
