import { FileUp, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AssociateRow, AssociationListItem } from '#domain/admin/association-schemas.ts';
import { formatPhone } from '#domain/masks.ts';
import { useAssociates, useDeleteAssociate, useSetAssociateActive } from '../../../lib/admin-partners-api.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { Switch } from '../switch.tsx';
import { BorderedTable } from '../table-parts.tsx';
import { AssociateFormDialog } from './associate-form-dialog.tsx';
import { ImportCsvDialog } from './import-csv-dialog.tsx';
import { formatDocumento } from './partners-format.ts';
import { ConfirmDeleteDialog, EditDeleteButtons, fail, PartnersList } from './partners-ui.tsx';

// The associates table of an association (spec 001 §2.2): Documento, Nome, Contato, Status (a
// switch saved at once) and Ações (edit, delete after a confirm), with Novo associado and the CSV
// import above it.

type Form = { isOpen: boolean; associate: AssociateRow | null };

/** The content of the Associados dialog of one association. */
export function Associates({ association }: { association: AssociationListItem }) {
  const [form, setForm] = useState<Form>({ isOpen: false, associate: null });
  const [isImportOpen, setImportOpen] = useState(false);
  const [toDelete, setToDelete] = useState<AssociateRow | null>(null);
  const query = useAssociates(association.id);
  const remove = useDeleteAssociate(association.id);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Associado excluído', { description: `${toDelete.nome_completo} foi removido.` });
        setToDelete(null);
      },
      onError: (error) => fail(error, 'Não foi possível excluir o associado'),
    });
  }

  return (
    <>
      <DialogTitle>Associados - {association.nome}</DialogTitle>
      <DialogDescription className="mt-1">
        Lojistas com o CNPJ de um associado ativo ganham o plano gratuito de associado ao se cadastrar.
      </DialogDescription>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setForm({ isOpen: true, associate: null })}>
          <Plus aria-hidden="true" />
          Novo associado
        </Button>
        <Button size="sm" variant="outline" onClick={() => setImportOpen(true)}>
          <FileUp aria-hidden="true" />
          Importar CSV
        </Button>
      </div>
      <div className="mt-4">
        <PartnersList
          query={query}
          loadingLabel="Carregando associados..."
          errorMessage="Não foi possível carregar os associados"
          emptyText="Nenhum associado cadastrado ainda"
        >
          {(rows) => (
            <AssociatesTable
              associacaoId={association.id}
              rows={rows}
              onEdit={(associate) => setForm({ isOpen: true, associate })}
              onDelete={setToDelete}
            />
          )}
        </PartnersList>
      </div>
      <AssociateFormDialog
        associacaoId={association.id}
        associate={form.associate}
        isOpen={form.isOpen}
        onOpenChange={(isOpen) => setForm((f) => ({ ...f, isOpen }))}
      />
      <ImportCsvDialog
        associacaoId={association.id}
        associacaoNome={association.nome}
        isOpen={isImportOpen}
        onOpenChange={setImportOpen}
      />
      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir associado?"
        text="Tem certeza que deseja excluir este associado?"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function AssociatesTable({
  associacaoId,
  rows,
  onEdit,
  onDelete,
}: {
  associacaoId: string;
  rows: AssociateRow[];
  onEdit: (associate: AssociateRow) => void;
  onDelete: (associate: AssociateRow) => void;
}) {
  const setActive = useSetAssociateActive(associacaoId);
  const toggle = (associate: AssociateRow, ativo: boolean) =>
    setActive.mutate(
      { id: associate.id, ativo },
      { onError: (error) => fail(error, 'Não foi possível alterar o status') },
    );

  return (
    <BorderedTable
      caption={`Associados (${rows.length})`}
      columns={['Documento', 'Nome', 'Contato', 'Status', 'Ações']}
    >
      {rows.map((row) => {
        const isSaving = setActive.isPending && setActive.variables?.id === row.id;
        const ativo = isSaving ? (setActive.variables?.ativo ?? row.ativo) : row.ativo;
        return (
          <tr key={row.id}>
            <td className="px-3 py-2 whitespace-nowrap">{formatDocumento(row.documento)}</td>
            <td className="px-3 py-2">{row.nome_completo}</td>
            <td className="px-3 py-2 text-slate-600">
              {row.email && <div>{row.email}</div>}
              {row.telefone && <div className="whitespace-nowrap">{formatPhone(row.telefone)}</div>}
              {!row.email && !row.telefone && '—'}
            </td>
            <td className="px-3 py-2">
              <div className="flex items-center gap-2">
                <Switch
                  checked={ativo}
                  disabled={isSaving}
                  label={`Associado ativo: ${row.nome_completo}`}
                  onChange={(next) => toggle(row, next)}
                />
                <span className={ativo ? 'text-green-700' : 'text-slate-500'}>
                  {ativo ? 'Ativo' : 'Inativo'}
                </span>
              </div>
            </td>
            <td className="px-3 py-2">
              <div className="flex gap-1">
                <EditDeleteButtons
                  name={row.nome_completo}
                  onEdit={() => onEdit(row)}
                  onDelete={() => onDelete(row)}
                />
              </div>
            </td>
          </tr>
        );
      })}
    </BorderedTable>
  );
}
