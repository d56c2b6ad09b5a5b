import type { RecentShop } from '#domain/admin/dashboard-schemas.ts';
import { useErrorToast } from '../../../lib/admin-api.ts';
import { useRecentShops } from '../../../lib/admin-dashboard-api.ts';
import { formatDateTime } from '../../dashboard/format.ts';
import { DashboardList } from './dashboard-list.tsx';

// Últimos Lojistas Cadastrados (spec 001 §2.2): the 15 newest shops, categories on demand.

export function RecentShopsSection() {
  const { data: lojistas, error, isPending } = useRecentShops();
  useErrorToast(error, 'Não foi possível carregar lojistas recentes');

  return (
    <DashboardList data={lojistas} isPending={isPending} emptyText="Nenhum lojista cadastrado ainda">
      {(list) => (
        <ul className="divide-y divide-slate-100">
          {list.map((lojista) => (
            <li key={lojista.id} className="py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">{lojista.nomeLoja}</span>
                <span className="text-xs text-slate-500">
                  Cadastrado em <time dateTime={lojista.createdAt}>{formatDateTime(lojista.createdAt)}</time>
                </span>
              </div>
              <p className="text-sm text-slate-600">
                {lojista.cidade} - {lojista.estado}
              </p>
              <Categories shop={lojista} />
            </li>
          ))}
        </ul>
      )}
    </DashboardList>
  );
}

function Categories({ shop }: { shop: RecentShop }) {
  if (shop.categorias.length === 0) return <p className="mt-1 text-xs text-slate-500">Sem categorias</p>;
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-brand-700">Categorias ({shop.categorias.length})</summary>
      <ul className="mt-1 space-y-1 pl-4">
        {shop.categorias.map((categoria) => (
          <li key={categoria.nome}>
            <span className="font-medium text-slate-800">{categoria.nome}</span>
            {categoria.subcategorias.length > 0 && (
              <span className="text-slate-600">: {categoria.subcategorias.join(', ')}</span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
