import { Link } from 'react-router';
import { conversaWhatsapp, Illustration, painelLoja } from '../components/public/illustration.tsx';
import { SectionHeading } from '../components/public/section-heading.tsx';
import { Button } from '../components/ui/button.tsx';

const steps = [
  { title: 'Escolha sua cidade', text: 'Diga onde você está para falarmos com as lojas certas.' },
  {
    title: 'Descreva seu desejo',
    text: 'Conte o produto que você quer, a marca e os detalhes que importam.',
  },
  {
    title: 'Os lojistas recebem',
    text: 'As lojas da sua cidade que vendem esse produto recebem o seu pedido.',
  },
  {
    title: 'Você escolhe',
    text: 'As ofertas chegam pelo WhatsApp e você fala direto com a loja que preferir.',
  },
];

export function HowItWorksPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Como Funciona</h1>
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-[1fr_300px]">
        <div>
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-1">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-lg border border-slate-200 p-6">
                <span
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <h2 className="text-lg font-semibold">{step.title}</h2>
                  <p className="mt-1 text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <Button asChild size="lg" className="mt-10">
            <Link to="/envie-seu-desejo">Envie seu Desejo</Link>
          </Button>
        </div>
        <Illustration image={conversaWhatsapp} className="mx-auto w-[300px]" />
      </div>
      <section aria-labelledby="lado-da-loja" className="mt-16 grid items-center gap-10 md:grid-cols-2">
        <SectionHeading
          id="lado-da-loja"
          align="left"
          eyebrow="Do lado da loja"
          title="A loja responde pelo painel ou pelo WhatsApp"
          text="Cada loja vê o pedido com o produto, a cidade e os detalhes, e manda a oferta com preço, forma de pagamento e prazo de entrega."
        />
        <Illustration image={painelLoja} className="mx-auto w-[400px]" />
      </section>
    </section>
  );
}
