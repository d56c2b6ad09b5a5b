import { z } from 'zod';
import {
  acceptedField,
  cnpjField,
  emailField,
  estadoField,
  idListField,
  mobileField,
  optionalAnyPhoneField,
  optionalCepField,
  optionalCnpjField,
  optionalIdListField,
  optionalLandlineField,
  optionalTextField,
  textField,
} from '../validation/fields.ts';
import { LOJISTA_MESSAGES as M } from '../validation/lojista-schemas.ts';

// A shop's profile, once: every field a shop has, named as its column (lojistas.nome_loja ->
// nomeLoja), with its rule and Portuguese messages (spec 000 §5, spec 001 §2.8 and §5). The three
// forms that describe a shop take their fields from here; the site parses with the same schema
// before submitting and the API on arrival. Outputs are what gets stored: see fields.ts.

export const shopProfileSchema = z.object({
  nomeLoja: textField(2, 200, M.nomeLojaMin, M.nomeLojaMax),
  nomeResponsavel: textField(2, 100, M.nomeMin, M.nomeMax),
  cnpj: cnpjField(),
  email: emailField(),
  endereco: optionalTextField(300, M.enderecoMax),
  cep: optionalCepField(),
  estado: estadoField(M.estado),
  cidade: textField(1, 120, M.cidade, M.cidade),
  // A landline, or the representative's mobile a quick registration stores here (spec 001 §7).
  telefone: optionalAnyPhoneField(),
  /** The representative's WhatsApp. */
  whatsapp: mobileField(M.whatsappRepresentanteObrigatorio, M.whatsappRepresentanteInvalido),
  /** The number that receives the opportunities. */
  whatsappLoja: mobileField(M.whatsappLojaObrigatorio, M.whatsappLojaInvalido),
  categorias: idListField(M.categorias),
  subcategorias: optionalIdListField(),
});

const shop = shopProfileSchema.shape;

/**
 * The dashboard's profile dialog (spec 000 §2 Dialogs, §5 Dashboard profile edit): everything but
 * the CNPJ, which is read-only, and the representative's name, which it does not show.
 */
export const profileEditSchema = shopProfileSchema.omit({ nomeResponsavel: true, cnpj: true });

// The two sign-up forms below post under their own names (nomeRepresentante, empresa,
// telefoneFixo...), which the API accepts and the site and the tests send: the wire names stay,
// each bound to the shop's field it carries, in the form's own order (the order its errors are
// listed in). shopFrom* at the end is the one place they are mapped back to the shop's names.

/** /parceiros/cadastro-rapido (spec 001 §2.8 and §5): CNPJ required, subcategories optional. */
export const quickRegistrationSchema = z.object({
  nomeLoja: shop.nomeLoja,
  cnpj: shop.cnpj,
  email: shop.email,
  whatsappLoja: shop.whatsappLoja,
  nomeRepresentante: shop.nomeResponsavel,
  whatsappRepresentante: shop.whatsapp,
  cep: shop.cep,
  estado: shop.estado,
  cidade: shop.cidade,
  endereco: shop.endereco,
  categorias: shop.categorias,
  subcategorias: shop.subcategorias,
  termosAceitos: acceptedField(M.termosCadastroRapido),
});

/**
 * /completar-perfil (spec 000 §5): the company's name has its own wording, the CNPJ is optional,
 * the phone a landline only, at least one subcategory, and a description that is not stored.
 */
export const profileCompletionSchema = z.object({
  nome: shop.nomeResponsavel,
  empresa: textField(2, 200, M.empresaMin, M.empresaMax),
  email: shop.email,
  cnpj: optionalCnpjField(),
  telefoneFixo: optionalLandlineField(),
  whatsappRepresentante: shop.whatsapp,
  whatsappLoja: shop.whatsappLoja,
  cep: shop.cep,
  endereco: shop.endereco,
  estado: shop.estado,
  cidade: shop.cidade,
  categorias: shop.categorias,
  subcategorias: idListField(M.subcategorias),
  descricao: optionalTextField(1000, M.descricaoMax),
});

export type ShopProfile = z.output<typeof shopProfileSchema>;
export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEdit = z.output<typeof profileEditSchema>;
export type QuickRegistrationInput = z.input<typeof quickRegistrationSchema>;
export type QuickRegistration = z.output<typeof quickRegistrationSchema>;
export type ProfileCompletionInput = z.input<typeof profileCompletionSchema>;
export type ProfileCompletion = z.output<typeof profileCompletionSchema>;

type Optional = 'cnpj' | 'telefone' | 'cep' | 'endereco';

/** A new shop as it is stored: the e-mail comes from the account, a blank optional field is null. */
export type NewShop = Omit<ShopProfile, 'email' | Optional> & { [K in Optional]: string | null };

export function shopFromQuickRegistration(form: QuickRegistration): NewShop {
  return {
    nomeLoja: form.nomeLoja,
    nomeResponsavel: form.nomeRepresentante,
    cnpj: form.cnpj,
    // Spec 001 §7: the quick form has no landline; telefone repeats the representative's WhatsApp.
    telefone: form.whatsappRepresentante,
    whatsapp: form.whatsappRepresentante,
    whatsappLoja: form.whatsappLoja,
    cep: form.cep ?? null,
    endereco: form.endereco ?? null,
    estado: form.estado,
    cidade: form.cidade,
    categorias: form.categorias,
    subcategorias: form.subcategorias,
  };
}

export function shopFromProfileCompletion(form: ProfileCompletion): NewShop {
  return {
    nomeLoja: form.empresa,
    nomeResponsavel: form.nome,
    cnpj: form.cnpj ?? null,
    telefone: form.telefoneFixo ?? null,
    whatsapp: form.whatsappRepresentante,
    whatsappLoja: form.whatsappLoja,
    cep: form.cep ?? null,
    endereco: form.endereco ?? null,
    estado: form.estado,
    cidade: form.cidade,
    categorias: form.categorias,
    subcategorias: form.subcategorias,
  };
}
