import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';

// react-query comes with the pages that read the API (router.tsx) and the back office frame, not
// with the entry. Each of them gets a provider over this one client, so the cache lives for the
// whole visit, across pages, as with a single provider at the root.
const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
