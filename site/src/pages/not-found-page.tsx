import { Link } from 'react-router';
import { notFoundTitle } from '../lib/page-titles.ts';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {/* axe measures contrast on aria-hidden text too: slate-500 keeps the large figure above 3:1. */}
      <p className="text-6xl font-extrabold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{notFoundTitle}</h1>
      <Link
        to="/"
        className="mt-6 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        Voltar ao início
      </Link>
    </section>
  );
}
