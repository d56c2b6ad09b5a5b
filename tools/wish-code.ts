// A wish is named in messages by its short code: the first 8 characters of its uuid. Any prefix
// of at least 8 hex digits (or the whole id) becomes the range of uuids that start with it, so the
// lookup is an index range on the primary key rather than a cast and a LIKE.

const UUID_HEX = 32;

/** The uuid range of a code, or null when the text cannot be the start of a wish id. */
export function codeRange(code: string): { gte: string; lte: string } | null {
  const hex = code.trim().toLowerCase().replace(/-/g, '');
  if (hex.length < 8 || hex.length > UUID_HEX || !/^[0-9a-f]+$/.test(hex)) return null;
  return { gte: asUuid(hex.padEnd(UUID_HEX, '0')), lte: asUuid(hex.padEnd(UUID_HEX, 'f')) };
}

function asUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
