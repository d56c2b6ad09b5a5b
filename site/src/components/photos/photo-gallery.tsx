import { useState } from 'react';
import { preloadOn } from '../../lib/lazy-part.ts';
import { lazyDialog } from '../ui/lazy-dialog.tsx';
import type { ShownPhoto } from './photo-dialog.tsx';

// A wish's photos as thumbnails; a click enlarges one in a dialog, which also opens it in a new tab.
// The URLs are authenticated API routes (the dashboard's, /gestao's): the session cookie goes with
// the image request, so nothing here is ever public. The dialog (Radix) loads on the first click,
// or on a thumbnail's hover or focus.

export type Photo = { id: string; url: string };

const PhotoDialog = lazyDialog(
  async () => (await import('./photo-dialog.tsx')).PhotoDialog,
  (props) => props.photo !== null,
);

export function PhotoGallery({ photos, title }: { photos: readonly Photo[]; title: string }) {
  const [shownId, setShownId] = useState<string | null>(null);
  if (photos.length === 0) return null;
  const nameOf = (index: number) => `${title} ${index + 1} de ${photos.length}`;
  const shownIndex = photos.findIndex((photo) => photo.id === shownId);
  const shown: ShownPhoto | null =
    shownIndex === -1 ? null : { url: photos[shownIndex]!.url, name: nameOf(shownIndex) };
  return (
    <>
      <ul aria-label={title} className="flex flex-wrap gap-2">
        {photos.map((photo, index) => {
          const name = nameOf(index);
          return (
            <li key={photo.id}>
              {/* What Radix's DialogTrigger said of itself, now that the dialog opens from state. */}
              <button
                type="button"
                aria-label={`Ampliar ${name.toLowerCase()}`}
                aria-haspopup="dialog"
                aria-expanded={photo.id === shownId}
                onClick={() => setShownId(photo.id)}
                {...preloadOn(PhotoDialog)}
                className="block size-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <img src={photo.url} alt={name} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          );
        })}
      </ul>
      <PhotoDialog photo={shown} onClose={() => setShownId(null)} />
    </>
  );
}
