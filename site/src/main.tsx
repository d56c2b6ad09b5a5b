import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ToastHost } from './components/layout/toast-host.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { createRouter } from './router.tsx';
import './styles.css';

const queryClient = createQueryClient();
const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>
  </StrictMode>,
);
