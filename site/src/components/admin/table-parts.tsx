import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

// The tables of /gestao: header cells that each name their column, and the small bordered table
// of the partner dialogs (associates, CSV preview).

export function HeaderCells({ labels, className }: { labels: readonly string[]; className: string }) {
  return labels.map((label) => (
    <th key={label} scope="col" className={className}>
      {label}
    </th>
  ));
}

export function BorderedTable({
  caption,
  columns,
  className,
  children,
}: {
  /** Read by screen readers only: the table's name. */
  caption: string;
  columns: readonly string[];
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-x-auto rounded border border-slate-200', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <HeaderCells labels={columns} className="px-3 py-2 font-medium" />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
