import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pageTitle } from '../../lib/page-titles.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { WhatsappButton } from './whatsapp-button.tsx';

/** Wraps every route, public and admin; an error while rendering it shows the full-page error screen (router.tsx). */
export function RootLayout() {
  const { data: config } = usePublicConfig();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname, config?.productName);
  }, [pathname, config]);

  return (
    <>
      <Outlet />
      <WhatsappButton />
    </>
  );
}
