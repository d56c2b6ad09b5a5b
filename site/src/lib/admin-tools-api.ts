import type {
  PlaygroundShop,
  SimulatorMessageInput,
  SimulatorSent,
  SimulatorThread,
} from '#domain/admin/simulator-schemas.ts';
import type {
  AgentConfigInput,
  BotFunctionInput,
  TemplatesInput,
  ToolsConfig,
  ToolsSaved,
  WhatsappCredentialsInput,
} from '#domain/admin/tools-schemas.ts';
import type { WebhookInfo, WebhookTestResult } from '#domain/admin/webhook-info.ts';
import { api } from './api.ts';

// The calls of /gestao/ferramentas (bot/settings/routes.ts, the webhook and simulator routes).

export type ToolFunction = ToolsConfig['functions'][number];
export type WhatsappView = ToolsConfig['whatsapp'];

export const TOOLS_QUERY_KEY = ['admin-tools'] as const;

export const fetchToolsConfig = () => api<ToolsConfig>('/api/admin/tools');

export const saveAgentConfig = (body: AgentConfigInput) =>
  api<ToolsSaved['agent']>('/api/admin/tools/agent', { method: 'PUT', body });

export const saveToolFunction = (name: string, body: BotFunctionInput) =>
  api<ToolsSaved['function']>(`/api/admin/tools/functions/${encodeURIComponent(name)}`, {
    method: 'PUT',
    body,
  });

export const saveWhatsappCredentials = (body: WhatsappCredentialsInput) =>
  api<ToolsSaved['whatsapp']>('/api/admin/tools/whatsapp', { method: 'PUT', body });

export const saveTemplates = (body: TemplatesInput) =>
  api<ToolsSaved['templates']>('/api/admin/tools/templates', { method: 'PUT', body });

export const fetchWebhookInfo = () => api<WebhookInfo>('/api/admin/whatsapp/webhook');

export const testWebhook = () =>
  api<WebhookTestResult>('/api/admin/whatsapp/webhook-test', { method: 'POST', body: {} });

export const searchPlaygroundShops = (busca: string) =>
  api<{ shops: PlaygroundShop[] }>(`/api/admin/tools/playground-shops?busca=${encodeURIComponent(busca)}`);

export const sendSimulatorMessage = (body: SimulatorMessageInput) =>
  api<SimulatorSent>('/api/admin/simulator/messages', {
    method: 'POST',
    body,
  });

export const fetchSimulatorThread = (telefone: string) =>
  api<SimulatorThread>(`/api/admin/simulator/messages?telefone=${encodeURIComponent(telefone)}`);
