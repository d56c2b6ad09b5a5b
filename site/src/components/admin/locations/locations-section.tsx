import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useErrorToast } from '../../../lib/admin-api.ts';
import { locationLoadError, useLocationEstados } from '../../../lib/admin-locations-api.ts';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../dashboard/badges.tsx';
import { QueryStates } from '../load-states.tsx';
import { AddCidadeDialog, AddEstadoDialog } from './add-location-dialogs.tsx';
import { CidadesPanel } from './cidades-panel.tsx';
import { EstadosPanel } from './estados-panel.tsx';
import { LocationTabs } from './location-tabs.tsx';

// Gestão de Localização (spec 001 §2.2): the header counts, the Estados and Cidades tabs with a
// switch per row, and the two "Adicionar" dialogs. What is active here is what the shop forms and
// the bot offer.

const tabs = [
  { key: 'estados', label: 'Estados' },
  { key: 'cidades', label: 'Cidades' },
] as const;

type TabKey = (typeof tabs)[number]['key'];

export function LocationsSection() {
  const estados = useLocationEstados();
  const [tab, setTab] = useState<TabKey>('estados');
  const [dialog, setDialog] = useState<'estado' | 'cidade' | null>(null);
  useErrorToast(estados.error, locationLoadError);

  return (
    <QueryStates
      data={estados.data}
      isPending={estados.isPending}
      error={{ message: locationLoadError, onRetry: () => estados.refetch() }}
    >
      {({ totais, estados: lista }) => (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge color="green">{`${totais.estadosAtivos}/${totais.estados} Estados Ativos`}</Badge>
            <Badge color="blue">{`${totais.cidadesAtivas.toLocaleString('pt-BR')}/${totais.cidades.toLocaleString('pt-BR')} Cidades Ativas`}</Badge>
            <div className="ml-auto flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setDialog('estado')}>
                <Plus aria-hidden="true" />
                Adicionar Estado
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDialog('cidade')}>
                <Plus aria-hidden="true" />
                Adicionar Cidade
              </Button>
            </div>
          </div>
          <LocationTabs tabs={tabs} value={tab} onChange={setTab}>
            {tab === 'estados' ? <EstadosPanel estados={lista} /> : <CidadesPanel estados={lista} />}
          </LocationTabs>
          <AddEstadoDialog
            isOpen={dialog === 'estado'}
            onOpenChange={(open) => setDialog(open ? 'estado' : null)}
          />
          <AddCidadeDialog
            isOpen={dialog === 'cidade'}
            onOpenChange={(open) => setDialog(open ? 'cidade' : null)}
            estados={lista}
            defaultSigla=""
          />
        </div>
      )}
    </QueryStates>
  );
}
