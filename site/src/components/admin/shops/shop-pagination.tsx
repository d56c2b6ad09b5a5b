import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { pageItems } from './shop-format.ts';

/** Previous / next and the first, last and current±1 pages; nothing for a single page. */
export function ShopPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      {pageItems(page, totalPages).map((item, i) =>
        item === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity but their place
          <span key={`gap-${i}`} aria-hidden="true" className="px-2 text-slate-500">
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'outline'}
            size="sm"
            aria-label={`Página ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Próxima
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
