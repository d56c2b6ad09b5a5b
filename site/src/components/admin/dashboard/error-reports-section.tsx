import { useErrorToast } from '../../../lib/admin-api.ts';
import { type ErrorReportRow, useErrorReports } from '../../../lib/admin-error-reports-api.ts';
import { formatDateTime } from '../../dashboard/format.ts';
import { DashboardList } from './dashboard-list.tsx';

// Relatórios de Problemas: what shops sent with 'Reportar Problema', newest first, with the page
// they were on and how to answer them.

export function ErrorReportsSection() {
  const { data, error, isPending } = useErrorReports();
  useErrorToast(error, 'Não foi possível carregar os relatórios');

  return (
    <DashboardList data={data} isPending={isPending} emptyText="Nenhum problema reportado.">
      {(list) => (
        <ul className="divide-y divide-slate-100">
          {list.map((report) => (
            <li key={report.id}>
              <ErrorReport report={report} />
            </li>
          ))}
        </ul>
      )}
    </DashboardList>
  );
}

function ErrorReport({ report }: { report: ErrorReportRow }) {
  return (
    <article
      aria-label={`Relatório: ${report.titulo}`}
      className="space-y-1 py-3 text-sm [overflow-wrap:anywhere]"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-slate-900">{report.titulo}</h3>
        <time dateTime={report.createdAt} className="text-xs text-slate-600">
          {formatDateTime(report.createdAt)}
        </time>
      </div>
      <p className="whitespace-pre-wrap text-slate-700">{report.descricao}</p>
      {report.passos && (
        <p className="whitespace-pre-wrap text-slate-700">
          <span className="font-medium">Passos: </span>
          {report.passos}
        </p>
      )}
      <p className="text-slate-600">Página: {report.pagina ? pagePath(report.pagina) : 'não informada'}</p>
      <p className="text-slate-600">
        {report.lojistaNome ?? 'Sem loja'}
        {report.lojistaEmail && (
          <>
            {' · '}
            <a href={`mailto:${report.lojistaEmail}`} className="text-brand-700 underline underline-offset-2">
              {report.lojistaEmail}
            </a>
          </>
        )}
      </p>
    </article>
  );
}

/** The page of the site the report came from: its path, the host being this site. */
function pagePath(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}
