import { AppError } from '#platform/http/app-error.ts';
import { uniqueViolation } from '#prisma/client.ts';
import { lojistaMessages } from './messages.ts';

// Two registrations racing past the duplicate checks still cannot both write: the database's
// unique constraints refuse the second, and this turns that refusal into the same message the
// check would have given.

type Conflict = 'cnpj' | 'whatsappLoja' | 'email' | 'hasShop';

const conflictByConstraint: Record<string, Conflict> = {
  lojistas_cnpj_key: 'cnpj',
  lojistas_whatsapp_loja_key: 'whatsappLoja',
  lojistas_email_key: 'email',
  users_email_key: 'email',
  lojistas_user_id_key: 'hasShop',
};

const conflictByField: Record<string, Conflict> = {
  'Lojista.cnpj': 'cnpj',
  'Lojista.whatsapp_loja': 'whatsappLoja',
  'Lojista.email': 'email',
  'User.email': 'email',
  'Lojista.user_id': 'hasShop',
};

function conflictOf(error: unknown): Conflict | undefined {
  const violation = uniqueViolation(error);
  if (!violation) return undefined;
  const { constraint, model, fields } = violation;
  if (constraint && conflictByConstraint[constraint]) return conflictByConstraint[constraint];
  if (model && fields.length === 1) return conflictByField[`${model}.${fields[0]}`];
  return undefined;
}

export function conflictError(conflict: Conflict, cause?: unknown): AppError {
  switch (conflict) {
    case 'cnpj':
      return new AppError('CONFLICT', {
        message: lojistaMessages.cnpjDuplicado,
        fields: { cnpj: lojistaMessages.cnpjDuplicado },
        cause,
      });
    case 'whatsappLoja':
      return new AppError('CONFLICT', {
        message: lojistaMessages.whatsappLojaDuplicado,
        fields: { whatsappLoja: lojistaMessages.whatsappLojaDuplicado },
        cause,
      });
    case 'email':
      return new AppError('CONFLICT', {
        message: lojistaMessages.emailDuplicado,
        fields: { email: lojistaMessages.emailDuplicado },
        cause,
      });
    case 'hasShop':
      return new AppError('CONFLICT', { message: lojistaMessages.perfilExistente, cause });
  }
}

/** The registration's 409 for a unique violation it knows, otherwise the error unchanged. */
export function mapUniqueViolation(error: unknown): unknown {
  const conflict = conflictOf(error);
  return conflict ? conflictError(conflict, error) : error;
}

/** Throws the first conflict found by findRegistrationConflicts, in the order the form shows them. */
export function assertNoConflicts(found: {
  isCnpjTaken: boolean;
  isEmailTaken: boolean;
  isWhatsappLojaTaken: boolean;
  hasShop: boolean;
}): void {
  if (found.hasShop) throw conflictError('hasShop');
  if (found.isCnpjTaken) throw conflictError('cnpj');
  if (found.isEmailTaken) throw conflictError('email');
  if (found.isWhatsappLojaTaken) throw conflictError('whatsappLoja');
}
