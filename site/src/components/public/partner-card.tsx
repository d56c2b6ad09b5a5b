import { Mail, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import type { PublicAssociation } from '#api/public/associacoes-data.ts';
import { formatPhone, telHref } from './format-phone.ts';

/** "Associação Comercial de Campinas" → "AC": the first letters of the first two words. */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-ZÀ-Ú]/.test(word))
    .filter(Boolean);
  const letters = (words.length ? words : [name]).slice(0, 2).map((word) => word[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

function PartnerLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  // A broken logo URL falls back to the initials instead of a broken-image icon.
  const [isBroken, setIsBroken] = useState(false);
  if (logoUrl && !isBroken) {
    return (
      <img
        src={logoUrl}
        alt={`Logo da ${name}`}
        loading="lazy"
        onError={() => setIsBroken(true)}
        className="size-16 shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-1"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-16 shrink-0 place-items-center rounded-lg bg-brand-100 text-xl font-bold text-brand-800"
    >
      {initials(name)}
    </span>
  );
}

export function PartnerCard({ association }: { association: PublicAssociation }) {
  const { nome, cidade, descricao, telefone, email, logo_url: logoUrl, ativo } = association;
  return (
    <article
      aria-labelledby={`associacao-${association.id}`}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <PartnerLogo name={nome} logoUrl={logoUrl} />
        <div className="min-w-0">
          <h2
            id={`associacao-${association.id}`}
            className="text-lg font-semibold break-words text-slate-900"
          >
            {nome}
          </h2>
          {cidade && (
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {cidade}
            </p>
          )}
          {!ativo && (
            <p className="mt-2 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              Parceria inativa
            </p>
          )}
        </div>
      </div>
      {descricao && <p className="mt-4 text-slate-600">{descricao}</p>}
      {(telefone || email) && (
        <ul aria-label={`Contato da ${nome}`} className="mt-auto space-y-2 pt-4 text-sm">
          {telefone && (
            <li>
              <a
                href={telHref(telefone)}
                className="inline-flex items-center gap-2 text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">Telefone: </span>
                {formatPhone(telefone)}
              </a>
            </li>
          )}
          {email && (
            <li>
              <a
                href={`mailto:${email}`}
                className="inline-flex items-center gap-2 break-all text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">E-mail: </span>
                {email}
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
