import { useEffect, useId, useState } from 'react';
import { ErrorAlert, LoadingButton } from '../form/form-controls.tsx';
import { Button } from '../ui/button.tsx';
import { isCompleteCode, TotpCodeField, useTotpCode } from './totp-code.tsx';

/** The base32 secret inside an otpauth:// URI, for typing into the app by hand. */
export function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/**
 * Enrolment step of /gestao/mfa (spec 001 §2.3): the QR code, drawn in the browser (the secret
 * never leaves for a QR service), the manual secret, and the first code, which activates TOTP.
 * The secret lives only in this component's state: never in storage. qrcode (8 KB gzipped) loads
 * with this step, not with the page: the placeholder keeps the QR's place meanwhile.
 */
export function TotpEnrolment({
  totpURI,
  onActivated,
  onCancel,
}: {
  totpURI: string;
  onActivated: () => Promise<void>;
  onCancel: () => void;
}) {
  const [qrCode, setQrCode] = useState<string | null>(null);
  const { code, setCode, error, isVerifying, submit } = useTotpCode({ onVerified: onActivated });
  const secret = secretOf(totpURI);
  const secretId = useId();

  useEffect(() => {
    let isActive = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(totpURI, { margin: 1, width: 224, errorCorrectionLevel: 'M' }))
      .then((url) => isActive && setQrCode(url))
      .catch((failure: unknown) => console.warn('QR code não gerado; use a chave manual.', failure));
    return () => {
      isActive = false;
    };
  }, [totpURI]);

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>Abra seu aplicativo autenticador (Google Authenticator, Authy, 1Password...).</li>
        <li>Escaneie o QR code ou digite a chave manual.</li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <div className="flex justify-center">
        {qrCode ? (
          <img
            src={qrCode}
            width={224}
            height={224}
            alt="QR code para o aplicativo autenticador"
            className="rounded-md border border-slate-200"
          />
        ) : (
          <div className="size-56 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />
        )}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={secretId} className="block text-sm font-medium text-slate-800">
          Chave manual
        </label>
        {/* A textarea wraps the long secret and lets it be selected and copied whole. */}
        <textarea
          id={secretId}
          readOnly
          rows={2}
          value={secret}
          onFocus={(event) => event.target.select()}
          className="w-full resize-none rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900"
        />
      </div>
      <ErrorAlert>{error && <p>{error}</p>}</ErrorAlert>
      <TotpCodeField code={code} setCode={setCode} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isVerifying}>
          Cancelar
        </Button>
        <LoadingButton
          type="submit"
          isLoading={isVerifying}
          loadingText="Ativando..."
          disabled={!isCompleteCode(code)}
        >
          Ativar MFA
        </LoadingButton>
      </div>
    </form>
  );
}
