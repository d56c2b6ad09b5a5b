import { Quote, Star } from 'lucide-react';
import { formatPhone } from './format-phone.ts';
import { SectionHeading } from './section-heading.tsx';
import { landingBenefits, landingStats, landingSteps, landingTestimonials } from './shop-landing-content.ts';
import { SupportChatLink } from './support-chat-link.tsx';

// The presentational sections of /cadastro-de-lojistas; the page composes them in order.

export function LandingStats() {
  return (
    <section aria-labelledby="lojistas-numeros" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="lojistas-numeros" className="sr-only">
          Números da plataforma
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {landingStats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-slate-600 md:text-base">{stat.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-brand-700 md:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function LandingBenefits() {
  return (
    <section aria-labelledby="lojistas-beneficios" className="mx-auto max-w-6xl px-4 py-16 md:py-20">
      <SectionHeading
        id="lojistas-beneficios"
        eyebrow="Vantagens"
        title="Por que vender com a gente"
        text="Clientes da sua cidade dizem o que querem comprar. Você só responde com a sua melhor oferta."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {landingBenefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="grid size-12 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LandingSteps() {
  return (
    <section aria-labelledby="lojistas-passos" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        <SectionHeading
          id="lojistas-passos"
          eyebrow="Como começar"
          title="Três passos para receber seus primeiros pedidos"
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {landingSteps.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function LandingTestimonials() {
  return (
    <section aria-labelledby="lojistas-depoimentos" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        <SectionHeading id="lojistas-depoimentos" eyebrow="Depoimentos" title="Quem usa, recomenda" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {landingTestimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm">
                <div
                  className="flex gap-0.5 text-amber-500"
                  role="img"
                  aria-label="Avaliação: 5 de 5 estrelas"
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <Quote aria-hidden="true" className="mb-2 size-5 text-brand-700" />
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-100 pt-4 text-sm">
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="text-slate-600">
                    {item.shop} · {item.city}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function LandingContact({ supportWhatsapp }: { supportWhatsapp: string | undefined }) {
  return (
    <section
      id="contato"
      tabIndex={-1}
      aria-labelledby="lojistas-contato"
      className="scroll-mt-20 bg-brand-800 text-white focus:outline-none"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-2 md:items-center md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Contato</p>
          <h2 id="lojistas-contato" className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">
            Ficou com alguma dúvida?
          </h2>
          <p className="mt-3 text-brand-50 md:text-lg">
            Fale com a nossa equipe pelo WhatsApp. A gente explica como funciona, ajuda no cadastro e indica o
            melhor plano para a sua loja.
          </p>
        </div>
        <div className="rounded-xl bg-white p-6 text-slate-900 shadow-lg">
          <p className="font-semibold">Atendimento pelo WhatsApp</p>
          {supportWhatsapp && <p className="mt-1 text-slate-600">{formatPhone(supportWhatsapp)}</p>}
          <SupportChatLink
            text="Olá! Tenho uma loja e quero saber mais sobre o cadastro de lojistas."
            variant="primary"
            className="mt-4 w-full"
          >
            Conversar no WhatsApp
          </SupportChatLink>
        </div>
      </div>
    </section>
  );
}
