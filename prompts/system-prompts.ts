import { readFileSync } from 'node:fs';
import { projectPath } from '#paths/project-root.ts';

// The default system prompts live as plain Markdown in prompts/ so they read (and diff) as
// prose. They are defaults only: the seed copies them into bot_config, where admins edit them.

function readPrompt(file: string): string {
  return readFileSync(projectPath('prompts', file), 'utf8').trim();
}

/** Customer conversation (DECISIONS.md, "Customer on WhatsApp"). */
export const CLIENTE_SYSTEM_PROMPT = readPrompt('cliente-system.md');

/** Shop conversation (DECISIONS.md, "Shop on WhatsApp"). */
export const LOJISTA_SYSTEM_PROMPT = readPrompt('lojista-system.md');
