import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../lib/api.ts';
import { whatsappChatUrl } from '../lib/whatsapp.ts';

// /whatsapp and /contato (spec 001 §2.6): read the configured number, record the visit, open the
// chat with the greeting. The chat is opened by navigating this tab (location.assign), not with
// window.open: phones block pop-ups that do not follow a tap, and wa.me hands over to the app
// from a plain navigation. If the tab is still here after 2 s (the app took over), it goes home.

const homeAfterChatMs = 2_000;
const homeAfterErrorMs = 3_000;
// The record must not hold the visitor up: past this, the chat opens and keepalive finishes it.
const recordWaitMs = 1_000;

/** POST /api/whatsapp-redirect/acessos; keepalive lets it finish while the tab leaves. Never throws. */
async function recordAccess(success: boolean): Promise<void> {
  const request = fetch('/api/whatsapp-redirect/acessos', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ success, referrer: document.referrer || undefined }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
  await Promise.race([request, new Promise((done) => setTimeout(done, recordWaitMs))]);
}

export function WhatsappPage() {
  const navigate = useNavigate();
  const [hasFailed, setFailed] = useState(false);
  const hasStarted = useRef(false);
  const isMounted = useRef(true);
  const homeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      clearTimeout(homeTimer.current);
    };
  }, []);

  useEffect(() => {
    // Once per visit: StrictMode's second mount must not record the access twice.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const goHomeAfter = (ms: number) => {
      homeTimer.current = setTimeout(() => {
        if (isMounted.current) navigate('/', { replace: true });
      }, ms);
    };
    (async () => {
      let url: string;
      try {
        const { numero } = await api<{ numero: string }>('/api/whatsapp-redirect');
        url = whatsappChatUrl(numero);
      } catch (error) {
        console.warn('Não foi possível ler o número do WhatsApp:', error);
        await recordAccess(false);
        if (!isMounted.current) return;
        setFailed(true);
        goHomeAfter(homeAfterErrorMs);
        return;
      }
      await recordAccess(true);
      if (!isMounted.current) return;
      goHomeAfter(homeAfterChatMs);
      window.location.assign(url);
    })();
  }, [navigate]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {hasFailed ? (
        <div role="alert" className="flex flex-col items-center gap-3">
          <TriangleAlert className="size-12 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Erro ao redirecionar</h1>
          <p className="text-slate-600">Redirecionando para a página inicial...</p>
        </div>
      ) : (
        <div role="status" className="flex flex-col items-center gap-3">
          <LoaderCircle className="size-12 animate-spin text-whatsapp-dark" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">Redirecionando para o WhatsApp...</h1>
        </div>
      )}
    </section>
  );
}
