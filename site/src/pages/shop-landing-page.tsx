import { ArrowRight, Building2, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { FaqList } from '../components/public/faq-list.tsx';
import { SectionHeading } from '../components/public/section-heading.tsx';
import { landingFaq } from '../components/public/shop-landing-content.ts';
import {
  LandingBenefits,
  LandingContact,
  LandingStats,
  LandingSteps,
  LandingTestimonials,
} from '../components/public/shop-landing-sections.tsx';
import { Button } from '../components/ui/button.tsx';
import { usePublicConfig } from '../lib/public-config.ts';

/** Moves the view and the keyboard focus to the contact section. */
function goToContact() {
  const section = document.getElementById('contato');
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

export function ShopLandingPage() {
  const { data: config } = usePublicConfig();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center md:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <Building2 aria-hidden="true" className="size-4" />
            Para lojistas
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">
            Multiplique Suas Vendas
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Receba os desejos dos clientes da sua cidade e responda com a sua oferta pelo WhatsApp. O cadastro
            é sempre gratuito.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/lojista/auth">
                Cadastrar minha loja
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" onClick={goToContact}>
              <MessageCircle aria-hidden="true" />
              Falar com a equipe
            </Button>
          </div>
        </div>
      </section>

      <LandingStats />
      <LandingBenefits />
      <LandingSteps />

      <section aria-labelledby="lojistas-associacoes" className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        <div className="rounded-2xl border border-brand-100 bg-brand-50 p-8 md:flex md:items-center md:justify-between md:gap-10 md:p-12">
          <SectionHeading
            id="lojistas-associacoes"
            align="left"
            eyebrow="Associações parceiras"
            title="Associado tem vantagem"
            text="Lojistas de associações comerciais parceiras recebem até 5 oportunidades por dia sem pagar nada e têm condições especiais no plano Premium, que libera 100% das oportunidades."
          />
          <div className="mt-6 flex shrink-0 flex-col gap-3 sm:flex-row md:mt-0 md:flex-col lg:flex-row">
            <Button asChild size="lg">
              <Link to="/parceiros">Ver associações parceiras</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/assinatura">Conhecer os planos</Link>
            </Button>
          </div>
        </div>
      </section>

      <LandingTestimonials />
      <LandingContact supportWhatsapp={config?.supportWhatsapp} />

      <section aria-labelledby="lojistas-faq" className="mx-auto max-w-3xl px-4 py-16 md:py-20">
        <SectionHeading id="lojistas-faq" eyebrow="Dúvidas" title="Perguntas frequentes" />
        <div className="mt-10">
          <FaqList items={landingFaq} />
        </div>
      </section>

      <section aria-labelledby="lojistas-cta" className="bg-slate-900">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 id="lojistas-cta" className="text-2xl font-bold text-white md:text-3xl">
            Pronto para vender mais?
          </h2>
          <p className="mt-3 text-slate-300">
            Cadastre sua loja gratuitamente e comece a receber os desejos da sua cidade.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/lojista/auth">
              Começar agora
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
