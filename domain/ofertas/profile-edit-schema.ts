import { z } from 'zod';
import {
  emailField,
  estadoField,
  idListField,
  mobileField,
  optionalAnyPhoneField,
  optionalCepField,
  optionalIdListField,
  optionalTextField,
  textField,
} from '#domain/validation/fields.ts';
import { LOJISTA_MESSAGES } from '#domain/validation/lojista-schemas.ts';
import { PERFIL_MESSAGES as P } from './messages.ts';

// The dashboard's profile dialog (spec 000 §2 Dialogs, §5 Dashboard profile edit): everything but
// the CNPJ, which is read-only. Categories replace the shop's; subcategories are optional and only
// those of the chosen categories are kept.

const M = LOJISTA_MESSAGES;

export const profileEditSchema = z.object({
  nomeLoja: textField(2, 200, P.nomeLojaMin, P.nomeLojaMax),
  email: emailField(),
  endereco: optionalTextField(300, M.enderecoMax),
  cep: optionalCepField(),
  estado: estadoField(M.estado),
  cidade: textField(1, 120, M.cidade, M.cidade),
  // A landline, or the representative's mobile a quick registration stored here.
  telefone: optionalAnyPhoneField(),
  whatsapp: mobileField(M.whatsappRepresentanteObrigatorio, M.whatsappRepresentanteInvalido),
  whatsappLoja: mobileField(M.whatsappLojaObrigatorio, M.whatsappLojaInvalido),
  categorias: idListField(P.selecioneCategoria),
  subcategorias: optionalIdListField(),
});

export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEdit = z.output<typeof profileEditSchema>;
