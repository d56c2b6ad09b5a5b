// The statuses of an inbound whatsapp_messages row on its way through a turn: stored and waiting
// ('received'), then answered or needing no answer ('processed'). Shared by the conversation
// pipeline, which reads and sets them, and the outbound store, which sets a reply's answered
// messages in the statement that stores the reply.

export const RECEIVED = 'received';
export const PROCESSED = 'processed';
