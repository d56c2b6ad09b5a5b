import { useQuery } from '@tanstack/react-query';
import type { listErrorReports } from '#api/admin/error-reports/error-reports.ts';
import { type Answer, live } from './admin-api.ts';
import { api } from './api.ts';

// Relatórios de Problemas of /gestao/dashboard (api/admin/error-reports).

export type ErrorReportRow = Answer<typeof listErrorReports>['relatorios'][number];

export function useErrorReports() {
  return useQuery({
    ...live,
    queryKey: ['admin', 'relatorios-erro'],
    queryFn: ({ signal }) => api<Answer<typeof listErrorReports>>('/api/admin/relatorios-erro', { signal }),
    select: (data) => data.relatorios,
  });
}
