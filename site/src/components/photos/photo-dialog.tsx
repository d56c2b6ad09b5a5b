import { ExternalLink } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';

// One photo of a gallery enlarged, with a link that opens it in a new tab (photo-gallery.tsx,
// which loads this file when a thumbnail is first clicked).

export type ShownPhoto = { url: string; name: string };

export function PhotoDialog({ photo, onClose }: { photo: ShownPhoto | null; onClose: () => void }) {
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      {photo && (
        <DialogContent className="max-w-2xl">
          <DialogTitle>{photo.name}</DialogTitle>
          <DialogDescription className="sr-only">Foto enviada pelo WhatsApp.</DialogDescription>
          <img
            src={photo.url}
            alt={photo.name}
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
      )}
    </Dialog>
  );
}
