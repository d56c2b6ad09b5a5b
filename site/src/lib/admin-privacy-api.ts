import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureResult } from '#api/privacidade/customer-data.ts';
import type { PrivacyPhoneInput } from '#domain/admin/privacy-schemas.ts';
import { okOrThrow, saveFile } from './admin-api.ts';
import { api } from './api.ts';

// /api/admin/privacidade for /gestao/privacidade (api/privacidade/routes.ts). The phone goes in
// the query or the body, never the path (the request log hides query values). Writes go through
// api(), a same-origin fetch: the browser sends the Origin the CSRF guard checks.

/** What the page says about a download: how much it held. */
export type ExportCounts = { conversas: number; desejos: number };

/** The file the admin hands to the customer, named after the number asked for. */
export const exportFilename = (digits: string) => `dados-do-cliente-${digits}.json`;

/** Downloads everything stored under the number (digits only) as a JSON file. */
export async function downloadCustomerData(digits: string): Promise<ExportCounts> {
  const response = await okOrThrow(
    await fetch(`/api/admin/privacidade/exportar?${new URLSearchParams({ telefone: digits })}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    }).catch(() => null),
  );
  // Read as text once: the counts come from it, and the file keeps the server's bytes.
  const text = await response.text();
  const data = JSON.parse(text) as { conversas: unknown[]; desejos: unknown[] };
  saveFile(new Blob([text], { type: 'application/json' }), exportFilename(digits));
  return { conversas: data.conversas.length, desejos: data.desejos.length };
}

export function useEraseCustomerData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyPhoneInput) => api<ErasureResult>('/api/admin/privacidade/apagar', { body }),
    // The dashboard lists the conversations and wishes that just went.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  });
}
