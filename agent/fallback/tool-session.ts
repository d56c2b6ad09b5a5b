import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import { callTool } from '#tools/registry.ts';
import type { ToolContext, ToolResult } from '#tools/tool-types.ts';

// The fallback reaches the marketplace only through the tools' registry, like the model: the
// same validation, the same services, and every call recorded on the reply for /gestao.

export type ToolSession = {
  ctx: ToolContext;
  records: ToolCallRecord[];
  call(name: string, args: Record<string, unknown>): Promise<ToolResult>;
};

export function toolSession(ctx: ToolContext): ToolSession {
  const records: ToolCallRecord[] = [];
  return {
    ctx,
    records,
    async call(name, args) {
      const { record, result } = await callTool(name, args, ctx);
      records.push(record);
      return result;
    },
  };
}

/** The data of a successful result, typed by the caller (the tools' result shapes are ours). */
export function dataOf<T>(result: ToolResult): T | null {
  return result.ok ? (result.data as T) : null;
}
