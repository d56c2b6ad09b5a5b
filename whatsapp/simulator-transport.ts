import { randomUUID } from 'node:crypto';
import type { WhatsappTransport } from './whatsapp-transport.ts';

// Nothing leaves the machine: the stored row (status 'simulado') is the message. The simulator
// page and the end-to-end tests read what the bot "sent" from there.

export const SIMULATED_STATUS = 'simulado';

const fakeId = () => ({ waMessageId: `sim.${randomUUID()}` });

export const simulatorTransport: WhatsappTransport = {
  name: 'simulator',
  async sendText() {
    return fakeId();
  },
  async sendTemplate() {
    return fakeId();
  },
};
