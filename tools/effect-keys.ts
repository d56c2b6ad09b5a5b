// Idempotency keys for the effects of one bot turn. A worker that dies after a tool ran but before
// the turn's reply was stored leaves the turn to run again, from the same inbound messages; keys
// made of the turn's oldest inbound message and the call's place among that tool's calls in the turn
// let the second run find what the first one did (the first criar_desejo of the turn is the first
// again) rather than do it twice.

export type EffectKeys = (tool: string) => string;

export function turnEffectKeys(turnMessageId: string): EffectKeys {
  const calls = new Map<string, number>();
  return (tool) => {
    const n = (calls.get(tool) ?? 0) + 1;
    calls.set(tool, n);
    return `${turnMessageId}:${tool}:${n}`;
  };
}
