import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../../lib/cn.ts';

// A section of /gestao/dashboard (spec 001 §2.2) that opens and closes from its title. Its body is
// rendered only while open, so a closed section asks the server nothing.

export function CollapsibleSection({
  title,
  description,
  isDefaultOpen,
  actions,
  onPreload,
  children,
}: {
  title: string;
  description?: string;
  isDefaultOpen: boolean;
  /** Buttons beside the title (shown while open). */
  actions?: ReactNode;
  /** Starts loading the body's code (a closed section's chunk) on the title's hover or focus. */
  onPreload?: () => void;
  children: ReactNode;
}) {
  const [isOpen, setOpen] = useState(isDefaultOpen);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2 px-4 py-3">
        <h2 id={`${id}-title`} className="min-w-0 flex-1 text-lg font-semibold text-slate-900">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((open) => !open)}
            onPointerEnter={onPreload}
            onFocus={onPreload}
            className="flex w-full items-center gap-2 rounded text-left focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-5 shrink-0 text-slate-500 transition-transform', !isOpen && '-rotate-90')}
            />
            <span>{title}</span>
          </button>
        </h2>
        {isOpen && actions}
      </div>
      {description && isOpen && <p className="-mt-2 px-4 pb-2 pl-11 text-sm text-slate-500">{description}</p>}
      <div id={`${id}-body`} hidden={!isOpen} className="border-t border-slate-100 px-4 py-4">
        {isOpen && children}
      </div>
    </section>
  );
}
