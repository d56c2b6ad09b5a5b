import { randomUUID } from 'node:crypto';
import nock from 'nock';
import { FAKE_MODEL_BASE_URL } from '#agent/model-test-support.ts';
import { receiveInbound } from '#bot/inbound/receive.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';

// What the suites that talk to the bot as a WhatsApp customer share (the bot journeys and the
// fault cases): a runtime whose model is agent/model-test-support's scripted one, and a customer's
// text arriving as the Cloud API webhook job hands it over.

/**
 * A started bot runtime whose model is the nock-scripted endpoint (scriptModel); while it runs no
 * connection leaves the machine. `close` also drops what the script left unused.
 */
export async function startBotWithScriptedModel(env: Record<string, string>): Promise<BotTestRuntime> {
  const bot = await startBotTestRuntime({
    env: {
      OPENAI_BASE_URL: FAKE_MODEL_BASE_URL,
      OPENAI_API_KEY: 'sk-teste',
      WHATSAPP_TRANSPORT: 'simulator',
      ...env,
    },
  });
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  return {
    ...bot,
    async close() {
      nock.cleanAll();
      nock.enableNetConnect();
      await bot.close();
    },
  };
}

/** A customer's text message arriving now through the Cloud API; resolves once it is stored. */
export function receiveCustomerText(from: string, text: string, contactName: string) {
  return receiveInbound({
    waMessageId: `wamid.${randomUUID()}`,
    from,
    contactName,
    timestamp: new Date(),
    type: 'text',
    text,
    transport: 'cloud',
  });
}
