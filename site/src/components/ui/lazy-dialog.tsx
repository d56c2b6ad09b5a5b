import { LoaderCircle } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { createPortal } from 'react-dom';
import { type LazyPart, lazyPart } from '../../lib/lazy-part.ts';
import { LazyMount } from './lazy-mount.tsx';

// Issue 22: a dialog's code (Radix, the form kit, zod) is not what a page needs to paint, so the
// page holds a stand-in that renders nothing until the dialog first opens and then the real one,
// loaded on demand (lib/lazy-part.ts). Its opener spreads `preloadOn(Dialog)`, so the code is
// usually there by the click; otherwise an overlay with a spinner stands where the dialog will be
// (a fixed layer: nothing on the page moves). Focus stays on the opener meanwhile, so the dialog's
// RememberOpener (ui/dialog.tsx) still finds it and gives it back on close.
// Once opened the real dialog stays mounted, closed or open, as it was before the split.

export type LazyDialog<P extends object> = ComponentType<P> & { preload: () => void };

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): LazyDialog<P> {
  const part = lazyPart(load);
  const standIn = (props: P) => <StandIn part={part} open={isOpen(props)} props={props} />;
  return Object.assign(standIn, { preload: part.preload });
}

function StandIn<P extends object>({ part, open, props }: { part: LazyPart<P>; open: boolean; props: P }) {
  const [hasOpened, setHasOpened] = useState(false);
  if (open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return <LazyMount part={part} props={props} fallback={open ? <DialogLoading /> : null} />;
}

function DialogLoading() {
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40">
      <div
        role="status"
        className="flex items-center gap-2 rounded-lg bg-white px-4 py-3 text-slate-600 shadow-xl"
      >
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        <span>Carregando...</span>
      </div>
    </div>,
    document.body,
  );
}
