import { type ComponentType, lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { ToasterProps } from 'sonner';
import {
  dismissErrorsRaisedBefore,
  isToasterRequested,
  onToasterRequest,
  requestToaster,
} from '../../lib/toast.ts';

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
 * A new page closes an error toast the visitor acted on since it appeared (typed, clicked): the
 * "senha incorreta" of a login that then succeeded. An error raised after their last action, like
 * the refusal that comes with a redirect, is what the new page has to say.
 */
function useStaleErrorDismissal() {
  const { pathname } = useLocation();
  const lastAction = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const record = () => {
      lastAction.current = performance.now();
    };
    for (const type of warmUpEvents) window.addEventListener(type, record, { capture: true });
    return () => {
      for (const type of warmUpEvents) window.removeEventListener(type, record, { capture: true });
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, by design.
  useEffect(() => {
    dismissErrorsRaisedBefore(lastAction.current);
  }, [pathname]);
}

/**
 * One toaster for the whole site (spec 000), mounted with the first toast or the visitor's first
 * touch or key press, whichever comes first: most toasts answer a click, and loading sonner then
 * keeps it off the first paint without making that toast wait for a download.
 */
export function ToastHost() {
  useStaleErrorDismissal();
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
