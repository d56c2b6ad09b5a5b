import type { ExternalToast, toast as sonnerToast } from 'sonner';

// The site's toasts, with sonner's call shapes. sonner (9 KB gzipped) stays out of the entry and
// out of the pages' chunks: it loads with the first toast, or earlier on the visitor's first
// touch or key press (ToastHost), so a toast after a click usually finds it there. Its store shows
// a toast raised before <Toaster> subscribed as soon as it does.

type Message = Parameters<typeof sonnerToast>[0];
type Kind = 'message' | 'success' | 'error' | 'warning';

const loadSonner = () => import('sonner');

let isToasterWanted = false;
const listeners = new Set<() => void>();

/** Asks ToastHost to mount sonner's <Toaster> (and so to load sonner); idempotent. */
export function requestToaster(): void {
  if (isToasterWanted) return;
  isToasterWanted = true;
  for (const listener of listeners) listener();
}

export function isToasterRequested(): boolean {
  return isToasterWanted;
}

export function onToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// One toast at a time (spec 000 §"Toast defaults"): sonner's visibleToasts hides the older ones
// but keeps them in the page and in the screen reader's reach, and the same error raised three
// times stacked three copies. So a new toast closes the one before, and a toast equal to the one
// shown (same kind, title and text) takes its place instead of piling up.
type Shown = { id: string | number; kind: Kind; raisedAt: number };
let shown: Shown | null = null;

function sameToastId(kind: Kind, message: Message, data?: ExternalToast): string | undefined {
  if (typeof message !== 'string') return undefined;
  const description = typeof data?.description === 'string' ? data.description : '';
  return `${kind}\u0000${message}\u0000${description}`;
}

function show(kind: Kind, message: Message, data?: ExternalToast): void {
  requestToaster();
  const raisedAt = performance.now();
  const options: ExternalToast = { ...data, id: data?.id ?? sameToastId(kind, message, data) };
  loadSonner()
    .then(({ toast: sonner }) => {
      if (shown && shown.id !== options.id) sonner.dismiss(shown.id);
      const id = kind === 'message' ? sonner(message, options) : sonner[kind](message, options);
      shown = { id, kind, raisedAt };
    })
    .catch((error: unknown) => console.error('Aviso não exibido (falha ao carregar):', error));
}

/**
 * Closes an error toast raised before `before` (performance.now()): on a new page, an error the
 * visitor already acted on (a wrong password typed again) is stale. One raised after it, like the
 * "Acesso negado" that comes with a redirect, stays.
 */
export function dismissErrorsRaisedBefore(before: number): void {
  const current = shown;
  if (current?.kind !== 'error' || current.raisedAt >= before) return;
  loadSonner()
    .then(({ toast: sonner }) => sonner.dismiss(current.id))
    .catch(() => undefined);
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show('message', message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  },
);
