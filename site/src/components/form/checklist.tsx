import { Search } from 'lucide-react';
import { type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import { normalizeText } from '#domain/text.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';

// A searchable list of checkboxes with select-all / clear-all and the count of selected items,
// scrolling at 240 px (spec 001 §2.8). Items may carry a group (a subcategory's category), shown
// as a heading; the search matches the item's name or its group's.

export type ChecklistItem = { id: number; label: string; group?: string };

export type ChecklistProps = {
  legend: string;
  /** Names the search box, e.g. 'Buscar categorias'. */
  searchLabel: string;
  items: readonly ChecklistItem[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  selectAllLabel: string;
  /** 'visible': select-all picks only what the search shows; 'all': every item. */
  selectAllScope: 'all' | 'visible';
  error?: string;
  /** Receives focus when the form points at this field (react-hook-form's field ref). */
  focusRef?: Ref<HTMLInputElement>;
};

type Group = { name: string | undefined; items: ChecklistItem[] };

function groupItems(items: readonly ChecklistItem[]): Group[] {
  const groups: Group[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.name === item.group) last.items.push(item);
    else groups.push({ name: item.group, items: [item] });
  }
  return groups;
}

/** A named group (a category's subcategories) is announced by its name. */
function ChecklistGroup({ name, children }: { name: string | undefined; children: ReactNode }) {
  if (!name) return children;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{name}</legend>
      {children}
    </fieldset>
  );
}

export function Checklist({
  legend,
  searchLabel,
  items,
  selected,
  onChange,
  selectAllLabel,
  selectAllScope,
  error,
  focusRef,
}: ChecklistProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const selectedIds = new Set(selected);
  const visible = useMemo(() => {
    const wanted = normalizeText(query);
    if (!wanted) return items;
    return items.filter((item) => normalizeText(`${item.label} ${item.group ?? ''}`).includes(wanted));
  }, [items, query]);
  const count = selected.length;

  function toggle(itemId: number, isChecked: boolean) {
    onChange(isChecked ? [...selected, itemId] : selected.filter((s) => s !== itemId));
  }

  function selectAll() {
    const picked = selectAllScope === 'visible' ? visible : items;
    onChange([...new Set([...selected, ...picked.map((item) => item.id)])]);
  }

  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="relative">
        <Search className="absolute top-3 left-3 size-4 text-slate-400" aria-hidden="true" />
        <input
          ref={focusRef}
          type="search"
          aria-label={searchLabel}
          placeholder={`${searchLabel}...`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {count} {count === 1 ? 'selecionada' : 'selecionadas'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={selectAll} disabled={visible.length === 0}>
            {selectAllLabel}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onChange([])} disabled={count === 0}>
            Desmarcar Todas
          </Button>
        </div>
      </div>
      <div
        className={cn(
          'max-h-[240px] space-y-3 overflow-y-auto rounded-md border p-3',
          error ? 'border-red-500' : 'border-slate-200',
        )}
      >
        {visible.length === 0 && <p className="text-sm text-slate-500">Nenhum resultado encontrado</p>}
        {groupItems(visible).map((group) => (
          <ChecklistGroup key={group.name ?? ''} name={group.name}>
            <ul className="grid gap-1.5 sm:grid-cols-2">
              {group.items.map((item) => (
                <li key={item.id}>
                  <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
                      checked={selectedIds.has(item.id)}
                      onChange={(event) => toggle(item.id, event.target.checked)}
                    />
                    {item.label}
                  </label>
                </li>
              ))}
            </ul>
          </ChecklistGroup>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
