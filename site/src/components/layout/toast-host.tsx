import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { isToasterRequested, onToasterRequest, requestToaster } from '../../lib/toast.ts';

// A chunk that fails to load leaves the page without toasts rather than on the error screen.
const Toaster = lazy<ComponentType<ToasterProps>>(() =>
  import('sonner')
    .then(({ Toaster }) => ({ default: Toaster }))
    .catch((error: unknown) => {
      console.error('Avisos indisponíveis (falha ao carregar):', error);
      return { default: () => null };
    }),
);

const warmUpEvents = ['pointerdown', 'keydown'] as const;

/**
 * One toaster for the whole site (spec 000), mounted with the first toast or the visitor's first
 * touch or key press, whichever comes first: most toasts answer a click, and loading sonner then
 * keeps it off the first paint without making that toast wait for a download.
 */
export function ToastHost() {
  const isWanted = useSyncExternalStore(onToasterRequest, isToasterRequested);
  useEffect(() => {
    if (isWanted) return;
    for (const type of warmUpEvents)
      window.addEventListener(type, requestToaster, { capture: true, once: true });
    return () => {
      for (const type of warmUpEvents) window.removeEventListener(type, requestToaster, { capture: true });
    };
  }, [isWanted]);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Follows the system theme, one toast at a time (spec 000). */}
      <Toaster theme="system" position="top-right" visibleToasts={1} richColors closeButton />
    </Suspense>
  );
}
