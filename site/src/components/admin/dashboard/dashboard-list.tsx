import type { ReactNode } from 'react';
import { PageLoader } from '../../layout/page-loader.tsx';
import { QueryStates } from '../load-states.tsx';

/**
 * A list of the dashboard (conversations, offers, shops): the loader, then the rows or the sentence
 * for none. A failed load also shows that sentence; the section's toast or log says why.
 */
export function DashboardList<T>({
  data,
  isPending,
  emptyText,
  children,
}: {
  data: T[] | undefined;
  isPending: boolean;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <QueryStates
      data={data}
      isPending={isPending}
      loading={<PageLoader />}
      isEmpty={(rows) => rows.length === 0}
      empty={<p className="text-sm text-slate-500">{emptyText}</p>}
    >
      {children}
    </QueryStates>
  );
}
