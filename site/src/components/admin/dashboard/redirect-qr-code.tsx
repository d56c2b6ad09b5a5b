import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button.tsx';

// The QR code of the redirect URL, drawn in the browser like the TOTP enrolment's (no QR service),
// large enough to print, with a PNG download. qrcode loads only when this section is opened.

const PRINT_SIZE_PX = 1024;

type Qr = { state: 'loading' } | { state: 'ready'; dataUrl: string } | { state: 'failed' };

export function RedirectQrCode({ url }: { url: string }) {
  const [qr, setQr] = useState<Qr>({ state: 'loading' });

  useEffect(() => {
    let isActive = true;
    setQr({ state: 'loading' });
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(url, { width: PRINT_SIZE_PX, margin: 2, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => isActive && setQr({ state: 'ready', dataUrl }))
      .catch((failure: unknown) => {
        console.warn('QR code do redirect não gerado.', failure);
        if (isActive) setQr({ state: 'failed' });
      });
    return () => {
      isActive = false;
    };
  }, [url]);

  if (qr.state === 'loading') {
    return (
      <div role="status" className="flex size-48 items-center justify-center text-sm text-slate-500">
        Gerando QR code...
      </div>
    );
  }
  if (qr.state === 'failed') {
    return (
      <p role="alert" className="max-w-48 text-sm text-red-600">
        Não foi possível gerar o QR code. Copie a URL e use-a em um gerador de sua confiança.
      </p>
    );
  }
  return (
    <figure className="flex flex-col items-center gap-2">
      <img
        src={qr.dataUrl}
        alt={`QR code que abre ${url}`}
        width={192}
        height={192}
        className="size-48 rounded-md border border-slate-200"
      />
      <Button asChild variant="outline" size="sm">
        <a href={qr.dataUrl} download="qrcode-whatsapp.png">
          <Download aria-hidden="true" />
          Baixar QR Code (PNG)
        </a>
      </Button>
    </figure>
  );
}
