import { useErrorToast } from '../../../lib/admin-api.ts';
import { useRecentOffers } from '../../../lib/admin-dashboard-api.ts';
import { formatDateTime, formatValor } from '../../dashboard/format.ts';
import { ScrollRegion } from '../scroll-region.tsx';
import { HeaderCells } from '../table-parts.tsx';
import { OfferStatusBadge } from './badges.tsx';
import { DashboardList } from './dashboard-list.tsx';

// Últimas Ofertas Realizadas (spec 001 §2.2): the 15 newest offers.

export function RecentOffersSection() {
  const { data: ofertas, error, isPending } = useRecentOffers();
  useErrorToast(error, 'Não foi possível carregar ofertas recentes');

  return (
    <DashboardList data={ofertas} isPending={isPending} emptyText="Nenhuma oferta realizada ainda">
      {(list) => (
        <ScrollRegion label="Tabela de ofertas recentes">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <HeaderCells
                  labels={['Desejo', 'Lojista', 'Cidade', 'Valor', 'Status', 'Data']}
                  className="py-2 pr-3 font-medium"
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((oferta) => (
                <tr key={oferta.id} className="align-top">
                  <td className="py-2 pr-3">
                    <span className="block font-medium text-slate-900">{oferta.desejo.produto}</span>
                    {/* The shop's own line breaks, wrapped at the column's width, four lines at most (all on hover). */}
                    <span
                      title={oferta.descricao}
                      className="line-clamp-4 max-w-[20rem] text-xs break-words whitespace-pre-line text-slate-500"
                    >
                      {oferta.descricao}
                    </span>
                  </td>
                  <td className="py-2 pr-3">{oferta.lojista}</td>
                  <td className="py-2 pr-3">
                    {oferta.desejo.cidade} - {oferta.desejo.estado}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatValor(oferta.valor)}</td>
                  <td className="py-2 pr-3">
                    <OfferStatusBadge status={oferta.status} />
                  </td>
                  <td className="py-2 whitespace-nowrap">{formatDateTime(oferta.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </DashboardList>
  );
}
