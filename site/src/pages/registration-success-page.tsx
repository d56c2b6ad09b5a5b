import { CircleCheck, Clock, Mail, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';

const steps = [
  { icon: Clock, text: 'Nossa equipe analisa o seu cadastro em até 48 horas.' },
  { icon: Mail, text: 'Você receberá um e-mail assim que ele for aprovado.' },
  {
    icon: Store,
    text: 'Depois da aprovação, sua loja passa a receber oportunidades de clientes da sua cidade.',
  },
];

/** /cadastro-sucesso: the registration was sent and waits for the team's review (spec 000 §1, §2). */
export function RegistrationSuccessPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <CircleCheck className="mx-auto mb-4 size-14 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Cadastro enviado!</h1>
      <p className="mt-2 text-slate-600">Recebemos os dados da sua loja. Veja o que acontece agora:</p>
      <ul className="mt-8 space-y-3 text-left">
        {steps.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span className="text-slate-700">{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/minha-conta/dashboard">Ir para o Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Voltar ao Início</Link>
        </Button>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        Quer entender como as oportunidades chegam?{' '}
        <Link to="/como-funciona" className="font-medium text-brand-700 underline">
          Veja como funciona
        </Link>
      </p>
    </section>
  );
}
