import { ArrowRight, MapPin, MessageCircle, Sparkles, Store } from 'lucide-react';
import { Link } from 'react-router';
import { conversaWhatsapp, Illustration, painelLoja } from '../components/public/illustration.tsx';
import { SectionHeading } from '../components/public/section-heading.tsx';
import { useSignupHashRedirect } from '../components/public/use-signup-hash-redirect.ts';
import { Button } from '../components/ui/button.tsx';

const features = [
  {
    icon: MapPin,
    title: 'Local',
    text: 'Seu desejo chega às lojas da sua cidade que vendem o que você procura.',
  },
  {
    icon: MessageCircle,
    title: 'Direto via WhatsApp',
    text: 'Você recebe as ofertas e conversa com a loja direto no WhatsApp.',
  },
  { icon: Sparkles, title: 'Fácil', text: 'É só dizer o que você quer. Sem cadastro e sem complicação.' },
];

const stats = [
  { value: '500+', label: 'Lojistas' },
  { value: '10K+', label: 'Desejos' },
  { value: '50+', label: 'Cidades' },
];

export function HomePage() {
  useSignupHashRedirect();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-12 pb-8 text-center md:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">
            Qual é o Seu Desejo Hoje?
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Diga o que você quer comprar e receba ofertas das lojas da sua cidade pelo WhatsApp.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/envie-seu-desejo">
                Fazer meu pedido
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/como-funciona">Como Funciona</Link>
            </Button>
          </div>
        </div>
      </section>

      {/* On a phone the hero's and this section's paddings added up to an empty band of ~140 px. */}
      <section
        aria-labelledby="no-whatsapp"
        className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-4 pb-16 md:grid-cols-2 md:py-16"
      >
        <SectionHeading
          id="no-whatsapp"
          align="left"
          eyebrow="Direto no WhatsApp"
          title="Você pede, as lojas respondem"
          text="Escreva do seu jeito o que procura e em qual cidade. Seu desejo vai para as lojas certas e cada oferta chega na conversa, com preço, pagamento e entrega."
        />
        <Illustration image={conversaWhatsapp} className="mx-auto w-[300px]" />
      </section>

      <section aria-labelledby="vantagens" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="vantagens" className="sr-only">
          Vantagens
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 p-6">
              <Icon className="size-8 text-brand-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="numeros" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="numeros" className="sr-only">
            Números
          </h2>
          <dl className="grid gap-6 text-center sm:grid-cols-3">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-lg bg-white p-6 shadow-sm">
                <dt className="text-slate-600">{stat.label}</dt>
                <dd className="order-first text-4xl font-bold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
        <div className="text-center md:text-left">
          <Store className="mx-auto size-10 text-brand-600 md:mx-0" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold md:text-3xl">Você é lojista?</h2>
          <p className="mt-2 text-slate-600">Receba os desejos dos clientes da sua cidade e venda mais.</p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/cadastro-de-lojistas">Quero vender mais</Link>
          </Button>
        </div>
        <Illustration image={painelLoja} className="mx-auto w-[400px]" />
      </section>
    </>
  );
}
