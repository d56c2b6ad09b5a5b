import { useState } from 'react';
import { preloadOn } from '../../../lib/lazy-part.ts';
import { Button } from '../../ui/button.tsx';
import { BulkDialog } from './shop-dialogs.ts';

// The selection bar (spec 001 §2.5): the count and Ativa / Desativa Matches, each confirmed in a
// dialog (bulk-dialog.tsx) before the server switches every selected shop.

export function BulkBar({
  count,
  isPending,
  onConfirm,
}: {
  count: number;
  isPending: boolean;
  onConfirm: (receberMatches: boolean) => Promise<void>;
}) {
  const [action, setAction] = useState<boolean | null>(null);
  if (count === 0) return null;
  return (
    <section
      aria-label="Lojistas selecionados"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3"
    >
      <p className="text-sm font-medium text-slate-900">
        {count === 1 ? '1 lojista selecionado' : `${count} lojistas selecionados`}
      </p>
      <div className="ml-auto flex gap-2">
        <Button size="sm" onClick={() => setAction(true)} {...preloadOn(BulkDialog)}>
          Ativa Matches
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction(false)} {...preloadOn(BulkDialog)}>
          Desativa Matches
        </Button>
      </div>
      <BulkDialog
        action={action}
        count={count}
        isPending={isPending}
        onClose={() => setAction(null)}
        onConfirm={onConfirm}
      />
    </section>
  );
}
