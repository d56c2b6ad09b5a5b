import { useSyncExternalStore } from 'react';
import type { publicConfig } from '#api/public/routes.ts';
import { ApiError, api } from './api.ts';

export type PublicConfig = ReturnType<typeof publicConfig>;

// Product name, company data and support number, read by the frame of every page (logo, footer,
// chat button, title). Kept here rather than in react-query, which comes with the pages that read
// the API (router.tsx), so the home page loads no query library. Fixed for the life of the
// server: read once per visit. As the query client did: a 4xx is final, anything else is tried
// once more after a second, and a component mounted after a failure starts a new read.

const retryDelayMs = 1000;

let config: PublicConfig | undefined;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

async function fetchConfig(): Promise<PublicConfig> {
  try {
    return await api<PublicConfig>('/api/public/config');
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return api<PublicConfig>('/api/public/config');
  }
}

function read(): void {
  if (config || reading) return;
  reading = fetchConfig()
    .then((value) => {
      config = value;
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => console.warn('Configuração pública indisponível:', error))
    .finally(() => {
      reading = null;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  read();
  return () => listeners.delete(listener);
}

/** `data` is undefined until the first read answers (and stays so if it fails). */
export function usePublicConfig(): { data: PublicConfig | undefined } {
  return { data: useSyncExternalStore(subscribe, () => config) };
}

/** "12345678000190" → "12.345.678/0001-90"; anything else is shown as configured. */
export function formatCnpj(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 14) return value;
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
