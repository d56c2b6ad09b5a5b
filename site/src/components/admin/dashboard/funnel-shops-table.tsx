import { useId, useState } from 'react';
import { FUNNEL_SHOP_ORDERS, type FunnelShopOrder } from '#domain/admin/dashboard-schemas.ts';
import { formatRating } from '#domain/avaliacoes/format.ts';
import { useErrorToast } from '../../../lib/admin-api.ts';
import { type FunnelFilters, useFunnelShops } from '../../../lib/admin-dashboard-api.ts';
import { PageLoader } from '../../layout/page-loader.tsx';
import { Field, inputClass } from '../field.tsx';
import { ScrollRegion } from '../scroll-region.tsx';
import { HeaderCells } from '../table-parts.tsx';

// Lojas no período (issue 21): the shops that received the funnel's opportunities, ordered by
// their customers' ratings by default, so admins see who serves best in a city and category.

const number = new Intl.NumberFormat('pt-BR');

export function FunnelShopsTable({ filters }: { filters: FunnelFilters }) {
  const [ordem, setOrdem] = useState<FunnelShopOrder>('avaliacao');
  const { data, error, isPending } = useFunnelShops(filters, ordem);
  const ids = { title: useId(), ordem: useId() };
  useErrorToast(error, 'Não foi possível carregar as lojas do período');

  return (
    <section aria-labelledby={ids.title} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={ids.title} className="font-medium text-slate-900">
          Lojas no período
        </h3>
        <Field id={ids.ordem} label="Ordenar por">
          <select
            id={ids.ordem}
            value={ordem}
            onChange={(event) => setOrdem(event.target.value as FunnelShopOrder)}
            className={inputClass}
          >
            {(Object.keys(FUNNEL_SHOP_ORDERS) as FunnelShopOrder[]).map((key) => (
              <option key={key} value={key}>
                {FUNNEL_SHOP_ORDERS[key]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {isPending && !error ? (
        <PageLoader />
      ) : data && data.total === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma loja recebeu oportunidades neste período.</p>
      ) : data ? (
        <>
          <ScrollRegion label="Tabela de lojas do período">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Lojas que receberam oportunidades no período</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <HeaderCells
                    labels={['Loja', 'Oportunidades', 'Ofertas', 'Aceitas', 'Avaliação']}
                    className="py-2 pr-3 font-medium"
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.lojistas.map((shop) => (
                  <tr key={shop.id}>
                    <td className="py-2 pr-3 font-medium text-slate-900">{shop.nomeLoja}</td>
                    <td className="py-2 pr-3">{number.format(shop.oportunidades)}</td>
                    <td className="py-2 pr-3">{number.format(shop.ofertas)}</td>
                    <td className="py-2 pr-3">{number.format(shop.aceitas)}</td>
                    <td className="py-2 whitespace-nowrap">{formatRating(shop.avaliacoes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="text-sm text-slate-600">
            {data.total > data.lojistas.length
              ? `Mostrando ${number.format(data.lojistas.length)} de ${number.format(data.total)} lojas.`
              : `${number.format(data.total)} ${data.total === 1 ? 'loja' : 'lojas'} no período.`}
          </p>
        </>
      ) : null}
    </section>
  );
}
