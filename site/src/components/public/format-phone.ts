/**
 * A Brazilian number for reading: "5511999999999" → "+55 (11) 99999-9999",
 * "1133334444" → "(11) 3333-4444". Anything else is shown as stored.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 12 || digits.length === 13 ? digits.slice(2) : digits;
  const country = local === digits ? '' : `+${digits.slice(0, 2)} `;
  if (local.length !== 10 && local.length !== 11) return value;
  const ddd = local.slice(0, 2);
  const number = local.slice(2);
  const split = number.length - 4;
  return `${country}(${ddd}) ${number.slice(0, split)}-${number.slice(split)}`;
}

/** A tel: link target with the country code (55) when the number has none. */
export function telHref(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `tel:+${digits.length <= 11 ? `55${digits}` : digits}`;
}
