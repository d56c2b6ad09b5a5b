import { type ReactNode, Suspense, useState } from 'react';
import type { LazyPart } from '../../lib/lazy-part.ts';

/**
 * Mounts a part loaded on demand (lib/lazy-part.ts): at once when its code is there, otherwise
 * `fallback` until it is. The choice is made once per mount, so the part never remounts.
 */
export function LazyMount<P extends object>({
  part,
  props,
  fallback,
}: {
  part: LazyPart<P>;
  props: P;
  fallback: ReactNode;
}) {
  const [Part] = useState(() => part.current());
  return (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  );
}
