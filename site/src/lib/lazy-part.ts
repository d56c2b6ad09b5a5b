import { type ComponentType, lazy } from 'react';

// Issue 22: a part of a page that its first paint does not show (a dialog, a closed section) is a
// chunk of its own, downloaded when it is first shown or earlier, when the pointer or the focus
// reaches what shows it (`preload`). A mount reads `current()` once and keeps it for its life: the
// code already there renders at once, without a Suspense fallback's frame, and the lazy component
// otherwise; switching between the two while mounted would remount the part.

export type LazyPart<P extends object> = {
  /** The component to mount now: the loaded one, or the lazy one that suspends until it is. */
  current: () => ComponentType<P>;
  /** Starts the download; a failure is forgotten, so showing the part tries again. */
  preload: () => void;
};

/** `load`, called once: later calls share its promise; a failure is forgotten, to be tried again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  const start = loadOnce(async () => {
    const component = await load();
    loaded = component;
    return { default: component };
  });
  // A failed load throws while rendering, as a page chunk's does: RouteErrorBoundary shows it.
  const Lazy = lazy(start);
  return {
    current: () => loaded ?? Lazy,
    preload: () => {
      start().catch(() => {
        // showing the part retries and reports the failure
      });
    },
  };
}

/** An opener's props that start a part's download on hover (a touch too) and on focus. */
export function preloadOn(part: { preload: () => void }) {
  return { onPointerEnter: part.preload, onFocus: part.preload };
}
