import { saoPauloFormat } from '#domain/dates.ts';
import type { Db } from '#prisma/client.ts';
import { type CategoryNode, cachedCategoryTree } from '#tools/categories.ts';
import type { Party } from '#tools/party.ts';

// What the system prompt gains at each turn besides the admin's text: who is on the other side
// and, for customers, the live category list the classification must stay within.

/** The category tree as prompt text, with the same names (and the same one-minute cache) as the
 * criar_desejo tool's enum. */
export async function categoryListText(db: Db): Promise<string> {
  const tree = await cachedCategoryTree(db);
  let text = listTexts.get(tree);
  if (text === undefined) {
    text = tree
      .map((c) => {
        const subs = c.subcategorias.map((s) => s.nome).join('; ');
        return subs ? `• ${c.nome}: ${subs}` : `• ${c.nome}`;
      })
      .join('\n');
    listTexts.set(tree, text);
  }
  return text;
}

// Built once per cached tree, not once per turn.
const listTexts = new WeakMap<CategoryNode[], string>();

const dateFormat = saoPauloFormat({ dateStyle: 'full', timeStyle: 'short' });

export async function buildSystemPrompt(
  db: Db,
  basePrompt: string,
  party: Party,
  now: Date,
): Promise<string> {
  const parts = [
    basePrompt.trim(),
    '# Contexto desta conversa',
    `Agora: ${dateFormat.format(now)} (horário de Brasília).`,
  ];
  if (party.kind === 'cliente') {
    parts.push(
      party.contactName
        ? `Nome do cliente no perfil do WhatsApp: ${party.contactName}.`
        : 'O perfil do WhatsApp do cliente não informa o nome.',
      [
        'Categorias e subcategorias atendidas (classifique o desejo somente dentro desta lista, com os nomes exatamente como aparecem):',
        await categoryListText(db),
      ].join('\n'),
    );
  } else {
    parts.push(`Você está falando com a loja ${party.nomeLoja}.`);
    if (party.contactName) parts.push(`Nome do perfil do WhatsApp de quem escreve: ${party.contactName}.`);
  }
  return parts.join('\n\n');
}
