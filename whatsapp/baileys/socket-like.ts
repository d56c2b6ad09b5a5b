// The part of a Baileys socket this code uses: the real one (makeWASocket) in the dev process,
// an EventEmitter-based fake in tests.

export type BaileysSocketLike = {
  ev: { on(event: string, listener: (payload: unknown) => void): unknown };
  sendMessage(
    jid: string,
    content: { text: string } | { image: Buffer; caption?: string; mimetype?: string },
  ): Promise<{ key?: { id?: string | null } } | undefined>;
  end(error: Error | undefined): unknown;
  onWhatsApp?(...jids: string[]): Promise<{ jid: string; exists: boolean }[] | undefined>;
  signalRepository?: { lidMapping?: { getPNForLID(lid: string): Promise<string | null> } };
};
