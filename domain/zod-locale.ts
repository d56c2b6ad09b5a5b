import { z } from 'zod';

// Zod's default messages in Brazilian Portuguese for every schema shared by the API and the site.
// Schemas still give their own message where the spec words one; these cover the rest. A missing
// field reads as "Campo obrigatório" instead of zod's "esperava ..., recebeu undefined".

let configured = false;

export function applyBrazilianZodMessages(): void {
  if (configured) return;
  configured = true;
  z.config(z.locales.ptBR());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'Campo obrigatório';
      return undefined;
    },
  });
}
