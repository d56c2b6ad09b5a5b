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

function show(kind: Kind, message: Message, data?: ExternalToast): void {
  requestToaster();
  loadSonner()
    .then(({ toast: sonner }) => (kind === 'message' ? sonner(message, data) : sonner[kind](message, data)))
    .catch((error: unknown) => console.error('Aviso não exibido (falha ao carregar):', error));
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show('message', message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  },
);
