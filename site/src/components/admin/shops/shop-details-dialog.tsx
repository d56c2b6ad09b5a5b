import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { planoLabels } from '#domain/admin/shop-schemas.ts';
import { formatRating } from '#domain/avaliacoes/format.ts';
import { maskCep, maskCnpj } from '#domain/masks.ts';
import { fetchShopDetail, type ShopDetail } from '../../../lib/admin-shops-api.ts';
import { formatDateTime } from '../../dashboard/format.ts';
import { DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { ItemDialog } from '../dialog-parts.tsx';
import { formatPhone } from './shop-format.ts';
import { WhatsappLink } from './whatsapp-link.tsx';

// The details dialog of /gestao/lojistas (spec 001 §2.5): Informações Básicas, Contatos,
// Categorias, Subcategorias, Informações do Plano and Datas, read from the server when opened.

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Tags({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {item}
        </li>
      ))}
    </ul>
  );
}

function Details({ shop }: { shop: ShopDetail }) {
  const { plano } = shop;
  return (
    <div className="mt-4 space-y-5">
      <Section title="Informações Básicas">
        <dl className="space-y-1">
          <Field label="Nome da Loja">{shop.nomeLoja}</Field>
          <Field label="CNPJ">{shop.cnpj ? maskCnpj(shop.cnpj) : '—'}</Field>
          <Field label="E-mail">{shop.email}</Field>
          <Field label="Cidade/Estado">
            {shop.cidade}/{shop.estado}
          </Field>
          {shop.endereco && <Field label="Endereço">{shop.endereco}</Field>}
          {shop.cep && <Field label="CEP">{maskCep(shop.cep)}</Field>}
        </dl>
      </Section>
      <Section title="Contatos">
        <dl className="space-y-1">
          <Field label="Telefone">{formatPhone(shop.telefone)}</Field>
          <Field label="WhatsApp Loja">
            <WhatsappLink phone={shop.whatsappLoja} label="WhatsApp da loja" />
          </Field>
          {shop.whatsappRepresentante && (
            <Field label="WhatsApp Representante">
              <WhatsappLink phone={shop.whatsappRepresentante} label="WhatsApp do representante" />
            </Field>
          )}
        </dl>
      </Section>
      <Section title="Categorias">
        <Tags items={shop.categorias} empty="Nenhuma categoria" />
      </Section>
      <Section title="Subcategorias">
        <Tags items={shop.subcategorias} empty="Nenhuma subcategoria" />
      </Section>
      <Section title="Informações do Plano">
        <dl className="space-y-1">
          <Field label="Tipo de Plano">{planoLabels[plano.tipo]}</Field>
          <Field label="Limite diário">{plano.limiteDiario}</Field>
          <Field label="Ofertas realizadas hoje">{plano.ofertasHoje}</Field>
          <Field label="Recebe Matches">{shop.receberMatches ? 'Sim' : 'Não'}</Field>
          <Field label="Avaliação dos clientes">{formatRating(shop.avaliacoes)}</Field>
          <Field label="Pausado pela loja">
            {shop.pausa.pausada ? 'Sim' : 'Não'}
            {shop.pausa.alteradaEm &&
              ` (alterado em ${formatDateTime(shop.pausa.alteradaEm)}${shop.pausa.alteradaPor ? ` por ${shop.pausa.alteradaPor}` : ''})`}
          </Field>
          <Field label="Status do Plano">{plano.ativo ? 'Ativo' : 'Inativo'}</Field>
          {plano.associacao && <Field label="Associação Parceira">{plano.associacao}</Field>}
          {plano.inicio && <Field label="Início">{formatDateTime(plano.inicio)}</Field>}
        </dl>
      </Section>
      <Section title="Datas">
        <dl className="space-y-1">
          <Field label="Cadastro">{formatDateTime(shop.createdAt)}</Field>
          <Field label="Última atualização">{formatDateTime(shop.updatedAt)}</Field>
        </dl>
      </Section>
    </div>
  );
}

export function ShopDetailsDialog({ shopId, onClose }: { shopId: string | null; onClose: () => void }) {
  return (
    <ItemDialog item={shopId} onClose={onClose} className="max-h-[90vh] max-w-2xl overflow-y-auto">
      {(id) => <ShopDetailsContent shopId={id} />}
    </ItemDialog>
  );
}

function ShopDetailsContent({ shopId }: { shopId: string }) {
  const detail = useQuery({
    queryKey: ['admin-shop', shopId],
    queryFn: ({ signal }) => fetchShopDetail(shopId, signal),
    retry: false,
  });
  return (
    <>
      <DialogTitle>{detail.data?.nomeLoja ?? 'Detalhes do lojista'}</DialogTitle>
      <DialogDescription>Detalhes do lojista</DialogDescription>
      {detail.isPending && <p className="mt-4 text-sm text-slate-500">Carregando...</p>}
      {detail.isError && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {detail.error.message}
        </p>
      )}
      {detail.data && <Details shop={detail.data} />}
    </>
  );
}
