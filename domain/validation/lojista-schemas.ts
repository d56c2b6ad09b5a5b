import { z } from 'zod';
import { acceptedField, emailField, textField } from './fields.ts';

// The shopkeeper's account forms (sign-up, sign-in, passwords), parsed by the site before
// submitting and by the API on arrival, so both show the same Portuguese messages (spec 000
// section 5), and the messages of the shop's profile (domain/lojistas/shop-profile.ts).

export const LOJISTA_MESSAGES = {
  nomeMin: 'Nome deve ter pelo menos 2 caracteres',
  nomeMax: 'Nome muito longo',
  empresaMin: 'Nome da empresa deve ter pelo menos 2 caracteres',
  empresaMax: 'Nome da empresa muito longo',
  // Spec 001 gives no wording for the quick form's store name: the company rule, named for the store.
  nomeLojaMin: 'Nome da loja deve ter pelo menos 2 caracteres',
  nomeLojaMax: 'Nome da loja muito longo',
  whatsappRepresentanteObrigatorio: 'WhatsApp do representante é obrigatório',
  whatsappRepresentanteInvalido: 'WhatsApp do representante inválido',
  whatsappLojaObrigatorio: 'WhatsApp da loja é obrigatório',
  whatsappLojaInvalido: 'WhatsApp da loja inválido',
  estado: 'Selecione um estado',
  cidade: 'Selecione uma cidade',
  categorias: 'Selecione pelo menos uma categoria',
  subcategorias: 'Selecione pelo menos uma subcategoria',
  // Not worded by the spec; ours, in the style of 'Nome muito longo'.
  enderecoMax: 'Endereço muito longo',
  descricaoMax: 'Descrição muito longa',
  // Spec 001 section 5 (quick registration) and spec 000 section 5 (alternate sign-up screen).
  termosCadastroRapido: 'Você precisa aceitar os Termos de Uso e Política de Privacidade',
  termosCadastro: 'Você precisa aceitar os Termos de Uso e Política de Privacidade para criar uma conta.',
} as const;

export const AUTH_MESSAGES = {
  senhaMin: 'A senha deve ter pelo menos 6 caracteres.',
  senhasDiferentes: 'As senhas não coincidem.',
  camposSenha: 'Por favor, preencha todos os campos de senha.',
  novaSenhaDiferente: 'A nova senha e a confirmação devem ser iguais.',
  emailNecessario: 'Por favor, digite seu email.',
  // Not worded by the spec; ours. The maximum is better-auth's default (128).
  senhaObrigatoria: 'Senha é obrigatória',
  senhaMax: 'A senha deve ter no máximo 128 caracteres.',
} as const;

const M = LOJISTA_MESSAGES;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

const nome = () => textField(2, 100, M.nomeMin, M.nomeMax);

const newPassword = (tooShort: string) =>
  z.string({ error: tooShort }).min(PASSWORD_MIN, tooShort).max(PASSWORD_MAX, AUTH_MESSAGES.senhaMax);

// Same name rules as the profile: the sign-up name becomes the profile's nome.
const signUpShape = {
  nome: nome(),
  email: emailField(),
  senha: newPassword(AUTH_MESSAGES.senhaMin),
  // abort: an empty confirmation is not also reported as a mismatch.
  confirmacao: z.string({ error: AUTH_MESSAGES.senhasDiferentes }).min(1, {
    error: AUTH_MESSAGES.senhasDiferentes,
    abort: true,
  }),
};

const passwordsMatch = (v: { senha: string; confirmacao: string }) => v.senha === v.confirmacao;

/** Sign-up on the shopkeeper auth page (spec 000 section 5). */
export const signUpSchema = z
  .object(signUpShape)
  .refine(passwordsMatch, { error: AUTH_MESSAGES.senhasDiferentes, path: ['confirmacao'] });

/** The alternate sign-up screen, which also asks for the terms. */
export const signUpWithTermsSchema = z
  .object({ ...signUpShape, termosAceitos: acceptedField(M.termosCadastro) })
  .refine(passwordsMatch, { error: AUTH_MESSAGES.senhasDiferentes, path: ['confirmacao'] });

/** 'Salvar dados' remembers the e-mail and keeps the session longer; it never stores the password. */
export const signInSchema = z.object({
  email: emailField(),
  senha: z.string({ error: AUTH_MESSAGES.senhaObrigatoria }).min(1, AUTH_MESSAGES.senhaObrigatoria),
  salvarDados: z.boolean().optional(),
});

const fillAll = { error: AUTH_MESSAGES.camposSenha, abort: true } as const;

/** Change of password, also the forced one after a temporary password (spec 000 section 5). */
export const passwordChangeSchema = z
  .object({
    novaSenha: z
      .string({ error: AUTH_MESSAGES.camposSenha })
      .min(1, fillAll)
      .min(PASSWORD_MIN, AUTH_MESSAGES.senhaMin)
      .max(PASSWORD_MAX, AUTH_MESSAGES.senhaMax),
    confirmacao: z.string({ error: AUTH_MESSAGES.camposSenha }).min(1, fillAll),
  })
  .refine((v) => v.novaSenha === v.confirmacao, {
    error: AUTH_MESSAGES.novaSenhaDiferente,
    path: ['confirmacao'],
  });

/** Resend confirmation and password recovery: only the e-mail. */
export const emailOnlySchema = z.object({ email: emailField(AUTH_MESSAGES.emailNecessario) });

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
export type SignUpWithTermsInput = z.input<typeof signUpWithTermsSchema>;
export type SignUpWithTerms = z.output<typeof signUpWithTermsSchema>;
export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;
export type EmailOnly = z.output<typeof emailOnlySchema>;
