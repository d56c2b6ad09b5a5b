import { useId } from 'react';
import { OFFER_PHOTO_TYPES } from '#domain/ofertas/offer-photo.ts';
import { uploadOfferPhoto } from '../../lib/dashboard-api.ts';
import { type PhotoChoice, usePhotoChoice } from '../photos/photo-choice.ts';

// The offer dialog's optional photo of the product, uploaded when the offer is sent
// (photo-choice.ts), so the customer receives the photo with the offer.

export type OfferPhoto = PhotoChoice;

export function useOfferPhoto(): OfferPhoto {
  return usePhotoChoice(uploadOfferPhoto);
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
