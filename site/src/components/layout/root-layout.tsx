import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { usePublicConfig } from '../../lib/public-config.ts';
import { WhatsappButton } from './whatsapp-button.tsx';

/** Wraps every route, public and admin; its errorElement (router.tsx) is the full-page error screen. */
export function RootLayout() {
  const { data: config } = usePublicConfig();
  useEffect(() => {
    if (config) document.title = config.productName;
  }, [config]);

  return (
    <>
      <Outlet />
      <WhatsappButton />
      <ScrollRestoration />
    </>
  );
}
