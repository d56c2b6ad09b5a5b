import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { usePublicConfig } from '../../lib/public-config.ts';
import { WhatsappButton } from './whatsapp-button.tsx';

/** Wraps every route, public and admin; an error while rendering it shows the full-page error screen (router.tsx). */
export function RootLayout() {
  const { data: config } = usePublicConfig();
  useEffect(() => {
    if (config) document.title = config.productName;
  }, [config]);

  return (
    <>
      <Outlet />
      <WhatsappButton />
    </>
  );
}
