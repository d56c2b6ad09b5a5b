import { formatRating } from '#domain/avaliacoes/format.ts';
import type { ShopRow } from '../../../lib/admin-shops-api.ts';
import { cn } from '../../../lib/cn.ts';
import { preloadOn } from '../../../lib/lazy-part.ts';
import { Button } from '../../ui/button.tsx';
import { Switch } from '../switch.tsx';
import { HeaderCells } from '../table-parts.tsx';
import { PlanBadge } from './plan-badge.tsx';
import { ApprovalDialog, ShopDetailsDialog } from './shop-dialogs.ts';
import { WhatsappLink } from './whatsapp-link.tsx';

// The shop table of /gestao/lojistas (spec 001 §2.5 columns), with its loading, empty and error
// rows. Selection covers the rows of the page shown.

const columns = 10;

export type ShopTableProps = {
  rows: ShopRow[];
  state: 'loading' | 'error' | 'ready';
  /** A new page or filter is on its way: the rows shown are the previous ones. */
  isRefreshing: boolean;
  selected: ReadonlySet<string>;
  onSelect: (id: string, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  onToggleMatches: (row: ShopRow, next: boolean) => void;
  onDetails: (id: string) => void;
  onRetry: () => void;
};

function MessageRow({ children }: { children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-8 text-center text-slate-500">
        {children}
      </td>
    </tr>
  );
}

export function ShopTable(props: ShopTableProps) {
  const { rows, state, selected } = props;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table
        aria-busy={props.isRefreshing}
        className={cn('w-full text-left text-sm transition-opacity', props.isRefreshing && 'opacity-60')}
      >
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-10 px-3 py-3">
              <input
                type="checkbox"
                aria-label="Selecionar todos os lojistas da página"
                checked={allSelected}
                disabled={rows.length === 0}
                onChange={(e) => props.onSelectAll(e.target.checked)}
                className="size-4 accent-brand-600"
              />
            </th>
            <HeaderCells
              labels={[
                'Nome da Loja',
                'WhatsApp Loja',
                'WhatsApp Representante',
                'Cidade',
                'Estado',
                'Plano',
                'Avaliação',
                'Recebe Matches',
                'Ações',
              ]}
              className="px-3 py-3"
            />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {state === 'loading' && <MessageRow>Carregando...</MessageRow>}
          {state === 'error' && (
            <MessageRow>
              <span className="block">Não foi possível carregar os lojistas</span>
              <Button variant="outline" size="sm" className="mt-2" onClick={props.onRetry}>
                Tentar novamente
              </Button>
            </MessageRow>
          )}
          {state === 'ready' && rows.length === 0 && <MessageRow>Nenhum lojista encontrado</MessageRow>}
          {state === 'ready' &&
            rows.map((row) => (
              <tr key={row.id} className={selected.has(row.id) ? 'bg-brand-50/50' : undefined}>
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={`Selecionar ${row.nomeLoja}`}
                    checked={selected.has(row.id)}
                    onChange={(e) => props.onSelect(row.id, e.target.checked)}
                    className="size-4 accent-brand-600"
                  />
                </td>
                <td className="px-3 py-2 font-medium text-slate-900">{row.nomeLoja}</td>
                <td className="px-3 py-2">
                  <WhatsappLink phone={row.whatsappLoja} label={`WhatsApp da loja ${row.nomeLoja}`} />
                </td>
                <td className="px-3 py-2">
                  <WhatsappLink
                    phone={row.whatsappRepresentante}
                    label={`WhatsApp do representante de ${row.nomeLoja}`}
                  />
                </td>
                <td className="px-3 py-2">{row.cidade}</td>
                <td className="px-3 py-2">{row.estado}</td>
                <td className="px-3 py-2">
                  <PlanBadge tipo={row.planoTipo} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatRating(row.avaliacoes)}</td>
                <td className="px-3 py-2">
                  <Switch
                    checked={row.receberMatches}
                    label={`Recebe Matches: ${row.nomeLoja}`}
                    onChange={(next) => props.onToggleMatches(row, next)}
                    // Switching an unapproved shop on asks first, in the approval dialog.
                    {...(row.isApproved ? {} : preloadOn(ApprovalDialog))}
                  />
                  {/* An approved shop that said "pausar" still gets nothing: the switch alone would mislead. */}
                  {row.pausadoPelaLoja && (
                    <span className="mt-1 inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800 ring-1 ring-amber-600/20 ring-inset">
                      Pausado pela loja
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Detalhes de ${row.nomeLoja}`}
                    onClick={() => props.onDetails(row.id)}
                    {...preloadOn(ShopDetailsDialog)}
                  >
                    Detalhes
                  </Button>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
