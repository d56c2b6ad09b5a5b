import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The frame of a table wider than a phone: it scrolls sideways instead of the page. It takes focus,
 * so a keyboard can scroll it too when no cell holds a link or button (axe's
 * scrollable-region-focusable), and its name says what is being scrolled.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section aria-label={label} tabIndex={0} className={cn('overflow-x-auto', className)}>
      {children}
    </section>
  );
}
