import { ExternalLink } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../ui/dialog.tsx';

// A wish's photos as thumbnails; a click enlarges one in a dialog, which also opens it in a new tab.
// The URLs are authenticated API routes (the dashboard's, /gestao's): the session cookie goes with
// the image request, so nothing here is ever public.

export type Photo = { id: string; url: string };

export function PhotoGallery({ photos, title }: { photos: readonly Photo[]; title: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={title} className="flex flex-wrap gap-2">
      {photos.map((photo, index) => {
        const name = `${title} ${index + 1} de ${photos.length}`;
        return (
          <li key={photo.id}>
            <Dialog>
              <DialogTrigger
                aria-label={`Ampliar ${name.toLowerCase()}`}
                className="block size-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <img src={photo.url} alt={name} loading="lazy" className="size-full object-cover" />
              </DialogTrigger>
              <DialogContent className="max-w-2xl">
                <DialogTitle>{name}</DialogTitle>
                <DialogDescription className="sr-only">Foto enviada pelo WhatsApp.</DialogDescription>
                <img
                  src={photo.url}
                  alt={name}
                  className="mt-4 max-h-[70vh] w-full rounded-lg object-contain"
                />
                <a
                  href={photo.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex items-center gap-1 text-sm text-brand-700 underline"
                >
                  Abrir em nova aba
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              </DialogContent>
            </Dialog>
          </li>
        );
      })}
    </ul>
  );
}
