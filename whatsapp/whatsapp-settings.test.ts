import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { resolveTransportName } from './transport.ts';
import { readWhatsappSettings, saveWhatsappSettings } from './whatsapp-settings.ts';

let bot: BotTestRuntime;
beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
});
afterAll(async () => {
  await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '' }, null);
  await bot.close();
});

const storedRow = async () =>
  await db.botConfig.findUniqueOrThrow({ where: { config_key: 'whatsapp_settings' } });

describe('WhatsApp settings', () => {
  it('without credentials auto means the simulator', async () => {
    expect(await readWhatsappSettings(db, bot.env)).toMatchObject({ configured: false });
    expect(await resolveTransportName()).toBe('simulator');
  });

  it('store the token encrypted, read it back plain, and switch auto to the Cloud API at once', async () => {
    const token = 'EAAG-token-de-teste-1234';
    const saved = await saveWhatsappSettings(
      db,
      bot.env,
      { accessToken: token, phoneNumberId: ' 998877 ' },
      'admin-1',
    );
    expect(saved).toEqual({ accessTokenMasked: '••••••••1234', phoneNumberId: '998877', configured: true });

    const row = await storedRow();
    expect(JSON.stringify(row.config_value)).not.toContain(token);
    expect((row.config_value as { access_token: string }).access_token).toMatch(/^enc:v1:/);
    expect(row.updated_by).toBe('admin-1');
    expect(await readWhatsappSettings(db, bot.env)).toEqual({
      accessToken: token,
      phoneNumberId: '998877',
      configured: true,
    });
    expect(await resolveTransportName()).toBe('cloud');
  });

  it('an omitted token keeps the stored one; an empty one removes it', async () => {
    await saveWhatsappSettings(db, bot.env, { accessToken: 'token-antigo-5678', phoneNumberId: '1' }, null);
    await saveWhatsappSettings(db, bot.env, { phoneNumberId: '2' }, null);
    expect(await readWhatsappSettings(db, bot.env)).toMatchObject({
      accessToken: 'token-antigo-5678',
      phoneNumberId: '2',
    });
    await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '2' }, null);
    expect(await readWhatsappSettings(db, bot.env)).toMatchObject({ accessToken: '', configured: false });
    expect(await resolveTransportName()).toBe('simulator');
  });
});
