import { decryptSecret, encryptSecret } from '#platform/config/encryption.ts';
import { getBotRuntime } from '#platform/runtime.ts';

// The real content of a message that carries a secret (a quick registration's temporary
// password). Its row keeps a masked text and masked variables in clear, because /gestao shows
// every stored message; the delivery needs the real ones, possibly in a retry job minutes later,
// so they are kept beside it encrypted like the WhatsApp access token (AES-256-GCM, the
// installation's key) and erased as soon as the row is final (outbound-data.ts settleOutbound).
// A database dump taken after the send holds no password at all; one taken before holds it only
// encrypted. The alternative, keeping it only in memory, would lose the message on any retry.

export type SealedContent = { text: string; variables: Record<string, string> };

export function sealContent(content: SealedContent): string {
  return encryptSecret(JSON.stringify(content), getBotRuntime().env);
}

/** The content sealed by sealContent; throws when it does not decrypt (another key). */
export function openContent(sealed: string): SealedContent {
  const parsed = JSON.parse(decryptSecret(sealed, getBotRuntime().env)) as Partial<SealedContent>;
  return { text: String(parsed.text ?? ''), variables: { ...parsed.variables } };
}
