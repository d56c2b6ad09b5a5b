import { useState } from 'react';
import { type WishContact, WishForm } from '../components/wish/wish-form.tsx';
import { type WishSent, WishSuccess } from '../components/wish/wish-success.tsx';

// /envie-seu-desejo: the form, then the answer (how many shops received the wish and its code).

export function WishPage() {
  const [sent, setSent] = useState<WishSent | null>(null);
  // A new key mounts a fresh form for "Enviar outro desejo", with the customer's name and phone.
  const [formKey, setFormKey] = useState(0);
  const [contact, setContact] = useState<WishContact>();

  function wishSent(answer: WishSent, from: WishContact) {
    setSent(answer);
    setContact(from);
    window.scrollTo({ top: 0 });
  }

  function startOver() {
    setSent(null);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0 });
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Envie seu Desejo</h1>
      <p className="mt-1 text-slate-600">
        Conte o que você quer comprar e as lojas da sua cidade enviam ofertas para você pelo WhatsApp.
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {sent ? (
          <WishSuccess sent={sent} onNewWish={startOver} />
        ) : (
          <WishForm key={formKey} contact={contact} onSent={wishSent} />
        )}
      </div>
    </section>
  );
}
