import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../../lib/cn.ts';

// The Estados / Cidades tabs: WAI-ARIA tabs with automatic activation, arrows and Home/End moving
// between them, and only the chosen panel mounted (the other asks the server nothing).

export type Tab<K extends string> = { key: K; label: string };

export function LocationTabs<K extends string>({
  tabs,
  value,
  onChange,
  children,
}: {
  tabs: readonly Tab<K>[];
  value: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.key === value);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    refs.current.get(tab.key)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Localização" className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const isSelected = tab.key === value;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.key}-tab`}
              aria-selected={isSelected}
              aria-controls={`${id}-${tab.key}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                isSelected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${value}-panel`}
        aria-labelledby={`${id}-${value}-tab`}
        className="pt-4"
      >
        {children}
      </div>
    </div>
  );
}
