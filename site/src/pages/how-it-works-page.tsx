import { Link } from 'react-router';
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
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Como Funciona</h1>
      <ol className="mt-10 grid gap-6 md:grid-cols-2">
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
    </section>
  );
}
