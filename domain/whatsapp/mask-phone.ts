// Phone numbers in logs (LGPD): enough to tell two people apart, not to reach them. The first
// four digits (country and area code) and the last four stay: 5511987654321 → 5511*****4321.

export function maskPhone(phone: string): string {
  if (phone.length < 9) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 8)}${phone.slice(-4)}`;
}

// A Brazilian number as WhatsApp writes it (55 + area code + 8 or 9 digits), or a national mobile
// (area code + 9 + 8 digits), standing alone: not inside a longer number, a word or a uuid.
const phonePattern = /(?<![\w-])(?:55[1-9]\d{9,10}|[1-9]{2}9\d{8})(?![\w-])/g;

/** Every phone number in a text masked; the rest untouched. */
export function maskPhonesInText(text: string): string {
  return text.replace(phonePattern, maskPhone);
}
