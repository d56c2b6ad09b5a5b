// Small helpers that turn what was read into the short labels the offer carries.

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter of a label that follows another, except proper names ("Pix"). */
export function lowerFirst(text: string): string {
  return /^(Pix|R\$)/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** "A", "A ou B", "A, B ou C": labels in the order said, the first capitalised. */
export function joinAlternatives(labels: readonly string[], last = ' ou '): string {
  const parts = labels.map((l, i) => (i === 0 ? capitalize(l) : lowerFirst(l)));
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')}${last}${parts[parts.length - 1]}`;
}

/** "A; b; c": labels in the order said, the first capitalised. */
export function joinList(labels: readonly string[], separator: string): string {
  return labels.map((l, i) => (i === 0 ? capitalize(l) : lowerFirst(l))).join(separator);
}

/** Labels sorted by where they were said, each once. */
export function ordered(parts: readonly { at: number; label: string }[]): string[] {
  const seen = new Set<string>();
  return [...parts]
    .sort((a, b) => a.at - b.at)
    .map((p) => p.label)
    .filter((label) => !seen.has(label.toLowerCase()) && seen.add(label.toLowerCase()));
}
