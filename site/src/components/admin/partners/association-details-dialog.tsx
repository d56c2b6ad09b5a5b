import type { AssociationListItem } from '#domain/admin/association-schemas.ts';
import { formatDateTime } from '../../dashboard/format.ts';
import { DialogDescription, DialogTitle } from '../../ui/dialog.tsx';

// Detalhes of an association (spec 001 §2.2): description, logo and registration date.

export function AssociationDetails({ association }: { association: AssociationListItem }) {
  return (
    <>
      <DialogTitle>{association.nome}</DialogTitle>
      <DialogDescription className="mt-1">Detalhes da associação</DialogDescription>
      <dl className="mt-4 space-y-4 text-sm">
        <div>
          <dt className="font-medium text-slate-800">Logo</dt>
          <dd className="mt-1">
            {association.logo_url ? (
              <img
                src={association.logo_url}
                alt={`Logo de ${association.nome}`}
                className="size-24 rounded border border-slate-200 object-contain"
              />
            ) : (
              <span className="text-slate-500">Sem logo</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">Descrição</dt>
          <dd className="mt-1 whitespace-pre-line text-slate-700">
            {association.descricao || <span className="text-slate-500">Sem descrição</span>}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">Cadastrada em</dt>
          <dd className="mt-1 text-slate-700">
            <time dateTime={association.created_at}>{formatDateTime(association.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">Situação</dt>
          <dd className="mt-1 text-slate-700">{association.ativo ? 'Ativa' : 'Inativa'}</dd>
        </div>
      </dl>
    </>
  );
}
