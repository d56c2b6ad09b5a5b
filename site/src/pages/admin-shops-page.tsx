import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { noShopSelected, SHOP_PAGE_SIZE, selectAtLeastOne } from '#domain/admin/shop-schemas.ts';
import { AdminPageHeader } from '../components/admin/admin-page-header.tsx';
import { BulkBar } from '../components/admin/shops/bulk-bar.tsx';
import { ApprovalDialog, ShopDetailsDialog } from '../components/admin/shops/shop-dialogs.ts';
import { ShopFilters } from '../components/admin/shops/shop-filters.tsx';
import { showingText } from '../components/admin/shops/shop-format.ts';
import { ShopPagination } from '../components/admin/shops/shop-pagination.tsx';
import { ShopTable } from '../components/admin/shops/shop-table.tsx';
import { useBulkMatches, useShopList, useToggleMatches } from '../components/admin/shops/use-shop-list.ts';
import { Button } from '../components/ui/button.tsx';
import {
  downloadShopsCsv,
  emptyFilters,
  type ShopFilterState,
  type ShopRow,
} from '../lib/admin-shops-api.ts';
import { toast } from '../lib/toast.ts';

// /gestao/lojistas (spec 001 §2.5): filters, the paged table with its switches, the bulk bar, the
// details dialog and the server-built CSV report of the filtered shops.

export function AdminShopsPage() {
  const [filters, setFilters] = useState<ShopFilterState>(emptyFilters);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const [toApprove, setToApprove] = useState<ShopRow | null>(null);
  const list = useShopList(filters, page);
  const toggle = useToggleMatches(filters, page);
  const bulk = useBulkMatches(() => setSelected(new Set()));

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  const isLoading = list.isFetching;

  const changeFilters = (next: ShopFilterState) => {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  };
  const changePage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  const sendSwitch = (row: ShopRow, next: boolean) =>
    toggle.mutate({ id: row.id, next, nomeLoja: row.nomeLoja, isFirstApproval: next && !row.isApproved });
  // A first approval e-mails the shop: it waits for the dialog's yes.
  const switchMatches = (row: ShopRow, next: boolean) =>
    next && !row.isApproved ? setToApprove(row) : sendSwitch(row, next);

  async function exportReport() {
    setIsExporting(true);
    try {
      const count = await downloadShopsCsv(filters);
      if (count === 0) {
        toast.warning('Nenhum dado para exportar', {
          description: 'Não há lojistas que correspondam aos filtros aplicados',
        });
      } else {
        toast.success('Relatório exportado', { description: `${count} lojista(s) exportado(s) com sucesso` });
      }
    } catch {
      toast.error('Erro ao exportar', { description: 'Não foi possível gerar o relatório' });
    } finally {
      setIsExporting(false);
    }
  }

  async function confirmBulk(receberMatches: boolean) {
    if (selected.size === 0) {
      toast.warning(noShopSelected, { description: selectAtLeastOne });
      return;
    }
    await bulk.mutateAsync({ ids: [...selected], receberMatches }).catch(() => undefined);
  }

  return (
    <section className="mx-auto max-w-7xl space-y-4 px-4 py-8">
      <AdminPageHeader title="Gestão de Lojistas">
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" disabled={isExporting} onClick={exportReport}>
            <Download aria-hidden="true" />
            Exportar Relatório
          </Button>
          <Button variant="outline" size="sm" disabled={isLoading} onClick={() => list.refetch()}>
            <RefreshCw aria-hidden="true" className={isLoading ? 'animate-spin' : undefined} />
            Atualizar
          </Button>
        </div>
      </AdminPageHeader>

      <ShopFilters value={filters} onChange={changeFilters} />

      <BulkBar count={selected.size} isPending={bulk.isPending} onConfirm={confirmBulk} />

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Lojistas ({total})</h2>
        <p className="text-sm text-slate-600">{showingText(page, SHOP_PAGE_SIZE, total)}</p>
      </div>

      <ShopTable
        rows={rows}
        state={list.isError ? 'error' : list.isPending ? 'loading' : 'ready'}
        isRefreshing={list.isFetching && !list.isPending}
        selected={selected}
        onSelect={(id, checked) =>
          setSelected((old) => {
            const next = new Set(old);
            if (checked) next.add(id);
            else next.delete(id);
            return next;
          })
        }
        onSelectAll={(checked) => setSelected(checked ? new Set(rows.map((row) => row.id)) : new Set())}
        onToggleMatches={switchMatches}
        onDetails={setDetailsId}
        onRetry={() => list.refetch()}
      />

      <ShopPagination page={page} totalPages={totalPages} onPage={changePage} />

      <ApprovalDialog
        shop={toApprove}
        onCancel={() => setToApprove(null)}
        onConfirm={(row) => {
          setToApprove(null);
          sendSwitch(row, true);
        }}
      />

      <ShopDetailsDialog shopId={detailsId} onClose={() => setDetailsId(null)} />
    </section>
  );
}
