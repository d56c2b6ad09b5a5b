import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { keyHistoryEntry } from './components/layout/scroll-restoration.tsx';
import { ToastHost } from './components/layout/toast-host.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { SiteRoutes } from './router.tsx';
import './styles.css';

const queryClient = createQueryClient();

keyHistoryEntry();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
      <ToastHost />
    </QueryClientProvider>
  </StrictMode>,
);
