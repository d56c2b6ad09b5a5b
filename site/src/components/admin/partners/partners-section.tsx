import { Info, Mail, Phone, Plus, RefreshCw, Users } from 'lucide-react';
import { useState } from 'react';
import type { AssociationListItem } from '#domain/admin/association-schemas.ts';
import { formatPhone } from '#domain/masks.ts';
import { useAssociations, useDeleteAssociation } from '../../../lib/admin-partners-api.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { ItemDialog } from '../dialog-parts.tsx';
import { Associates } from './associates-dialog.tsx';
import { AssociationDetails } from './association-details-dialog.tsx';
import { AssociationFormDialog } from './association-form-dialog.tsx';
import { countLabel } from './partners-format.ts';
import { ConfirmDeleteDialog, EditDeleteButtons, fail, PartnersList } from './partners-ui.tsx';

// Gestão de Parceiros (spec 001 §2.2): the partner associations, newest first, each with its city,
// "N associados" and "✓ N no {product}" (members already registered as shops), phone and e-mail;
// per row Associados, edit, delete and Detalhes; Atualizar and Nova above the list.

type Form = { isOpen: boolean; association: AssociationListItem | null };

export function PartnersSection() {
  const query = useAssociations();
  const [form, setForm] = useState<Form>({ isOpen: false, association: null });
  const [members, setMembers] = useState<AssociationListItem | null>(null);
  const [details, setDetails] = useState<AssociationListItem | null>(null);
  const [toDelete, setToDelete] = useState<AssociationListItem | null>(null);
  const remove = useDeleteAssociation();

  async function refresh() {
    const result = await query.refetch();
    if (result.isSuccess) toast.success('Dados atualizados com sucesso');
  }

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Associação excluída', {
          description: `${toDelete.nome} e seus associados foram removidos.`,
        });
        setToDelete(null);
      },
      onError: (error) => fail(error, 'Não foi possível excluir a associação'),
    });
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Associações comerciais parceiras e seus associados, que ganham o plano gratuito de associado.
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={refresh} disabled={query.isFetching}>
            <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
            Atualizar
          </Button>
          <Button size="sm" onClick={() => setForm({ isOpen: true, association: null })}>
            <Plus aria-hidden="true" />
            Nova
          </Button>
        </div>
      </div>
      <div className="mt-4">
        <PartnersList
          query={query}
          loadingLabel="Carregando associações..."
          errorMessage="Não foi possível carregar as associações"
          emptyText="Nenhuma associação cadastrada ainda"
        >
          {(associations) => (
            <ul className="divide-y divide-slate-100" aria-label="Associações parceiras">
              {associations.map((association) => (
                <AssociationRow
                  key={association.id}
                  association={association}
                  onMembers={() => setMembers(association)}
                  onEdit={() => setForm({ isOpen: true, association })}
                  onDelete={() => setToDelete(association)}
                  onDetails={() => setDetails(association)}
                />
              ))}
            </ul>
          )}
        </PartnersList>
      </div>
      <AssociationFormDialog
        association={form.association}
        isOpen={form.isOpen}
        onOpenChange={(isOpen) => setForm((f) => ({ ...f, isOpen }))}
      />
      <ItemDialog
        item={members}
        onClose={() => setMembers(null)}
        className="max-h-[90vh] overflow-y-auto sm:max-w-4xl"
      >
        {(association) => <Associates association={association} />}
      </ItemDialog>
      <ItemDialog item={details} onClose={() => setDetails(null)}>
        {(association) => <AssociationDetails association={association} />}
      </ItemDialog>
      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir associação?"
        text="Tem certeza que deseja excluir esta associação? Todos os associados também serão removidos."
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function AssociationRow({
  association,
  onMembers,
  onEdit,
  onDelete,
  onDetails,
}: {
  association: AssociationListItem;
  onMembers: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onDetails: () => void;
}) {
  const productName = usePublicConfig().data?.productName ?? '';
  const { nome } = association;
  return (
    <li aria-label={nome} className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{nome}</span>
          {association.cidade && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {association.cidade}
            </span>
          )}
          {!association.ativo && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">Inativa</span>
          )}
        </div>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <span className="text-slate-700">{countLabel(association.total_associados)}</span>
          <span className="text-green-800">
            ✓ {association.associados_cadastrados} no {productName}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-4 text-sm text-slate-600">
          {association.telefone && (
            <span className="inline-flex items-center gap-1">
              <Phone aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Telefone:</span>
              {formatPhone(association.telefone)}
            </span>
          )}
          {association.email && (
            <span className="inline-flex items-center gap-1">
              <Mail aria-hidden="true" className="size-3.5" />
              <span className="sr-only">E-mail:</span>
              {association.email}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button variant="outline" size="sm" onClick={onMembers}>
          <Users aria-hidden="true" />
          Associados
        </Button>
        <EditDeleteButtons name={nome} onEdit={onEdit} onDelete={onDelete} />
        <Button variant="ghost" size="sm" onClick={onDetails} aria-label={`Detalhes de ${nome}`}>
          <Info aria-hidden="true" />
          Detalhes
        </Button>
      </div>
    </li>
  );
}
