import { z } from 'zod';

// Reply buttons and list messages (WhatsApp Cloud API "interactive"), with Meta's limits: a message
// over any of them is refused whole by the API, so the builders clip titles and descriptions and
// the schema checks what is stored. The person's answer comes back as the id of the button or row
// (domain/whatsapp/reply-ids.ts), never read from its title. Transports without interactive
// messages get the same choice as numbered text.

export const INTERACTIVE_LIMITS = {
  body: 1024,
  buttons: 3,
  buttonId: 256,
  buttonTitle: 20,
  listButton: 20,
  rows: 10,
  rowId: 200,
  rowTitle: 24,
  rowDescription: 72,
  sectionTitle: 24,
} as const;

const L = INTERACTIVE_LIMITS;

export const replyButtonSchema = z.object({
  id: z.string().min(1).max(L.buttonId),
  title: z.string().min(1).max(L.buttonTitle),
});

export const listRowSchema = z.object({
  id: z.string().min(1).max(L.rowId),
  title: z.string().min(1).max(L.rowTitle),
  description: z.string().max(L.rowDescription).optional(),
});

const buttonsMessage = z.object({
  type: z.literal('button'),
  body: z.string().min(1).max(L.body),
  buttons: z.array(replyButtonSchema).min(1).max(L.buttons),
});

const listMessage = z.object({
  type: z.literal('list'),
  body: z.string().min(1).max(L.body),
  button: z.string().min(1).max(L.listButton),
  sections: z
    .array(
      z.object({ title: z.string().max(L.sectionTitle).optional(), rows: z.array(listRowSchema).min(1) }),
    )
    .min(1),
});

export const interactiveMessageSchema = z
  .discriminatedUnion('type', [buttonsMessage, listMessage])
  .superRefine((message, ctx) => {
    if (message.type !== 'list') return;
    const rows = message.sections.flatMap((s) => s.rows);
    if (rows.length > L.rows) ctx.addIssue({ code: 'custom', message: `no máximo ${L.rows} linhas` });
    if (new Set(rows.map((r) => r.id)).size !== rows.length)
      ctx.addIssue({ code: 'custom', message: 'ids de linha repetidos' });
  });

export type InteractiveMessage = z.infer<typeof interactiveMessageSchema>;
export type ReplyButton = z.infer<typeof replyButtonSchema>;
export type ListRow = z.infer<typeof listRowSchema>;

/** Cuts a text to a limit, ending with "…" when it was longer. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function clipBody(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= L.body ? trimmed : `${trimmed.slice(0, L.body - 1).trimEnd()}…`;
}

/** Up to three reply buttons under a body. */
export function replyButtons(body: string, buttons: ReplyButton[]): InteractiveMessage {
  return interactiveMessageSchema.parse({
    type: 'button',
    body: clipBody(body),
    buttons: buttons.map((b) => ({ id: b.id, title: clip(b.title, L.buttonTitle) })),
  });
}

/** A list of at most ten rows (one section) opened by `button`. */
export function listOf(
  body: string,
  button: string,
  rows: ListRow[],
  sectionTitle?: string,
): InteractiveMessage {
  return interactiveMessageSchema.parse({
    type: 'list',
    body: clipBody(body),
    button: clip(button, L.listButton),
    sections: [
      {
        ...(sectionTitle ? { title: clip(sectionTitle, L.sectionTitle) } : {}),
        rows: rows.map((r) => ({
          id: r.id,
          title: clip(r.title, L.rowTitle),
          ...(r.description?.trim() ? { description: clip(r.description, L.rowDescription) } : {}),
        })),
      },
    ],
  });
}

/** The options of a message in order: the buttons, or every row of every section. */
export function optionsOf(message: InteractiveMessage): ListRow[] {
  return message.type === 'button' ? message.buttons : message.sections.flatMap((s) => s.rows);
}

/** The same message as text, the options numbered, for a transport without interactive messages. */
export function interactiveAsText(message: InteractiveMessage): string {
  const lines = optionsOf(message).map(
    (o, i) => `${i + 1}. ${o.title}${'description' in o && o.description ? ` (${o.description})` : ''}`,
  );
  return [message.body, '', ...lines].join('\n');
}

/** A stored metadata.interactive, when it is one (rows written by older code have none). */
export function readInteractive(value: unknown): InteractiveMessage | undefined {
  const parsed = interactiveMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
