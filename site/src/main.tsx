import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { keyHistoryEntry } from './components/layout/scroll-restoration.tsx';
import { ToastHost } from './components/layout/toast-host.tsx';
import { SiteRoutes } from './router.tsx';
import './styles.css';

keyHistoryEntry();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <SiteRoutes />
      {/* Inside the router: a new page closes stale error toasts. */}
      <ToastHost />
    </BrowserRouter>
  </StrictMode>,
);
