import { ApiError } from '../../../lib/api.ts';

/**
 * What a refused add says under its field: the server's message for that field (a duplicate), else
 * its general one; anything else is logged and says what failed.
 */
export function addFailure(failure: unknown, field: string, message: string): string {
  console.error(`${message}:`, failure);
  return failure instanceof ApiError ? (failure.fields[field] ?? failure.message) : message;
}
