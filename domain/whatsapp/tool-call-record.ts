// Stored on the outbound message (whatsapp_messages.tool_calls) by the sender and shown in
// /gestao, so the shape sits below both the tools that make it and the site that reads it.

/** One tool call as stored on whatsapp_messages.tool_calls and shown in /gestao. */
export type ToolCallRecord = {
  name: string;
  arguments: unknown;
  result: unknown;
  /** True when the tool refused or failed (the result then holds the error given to the model). */
  error?: boolean;
};
