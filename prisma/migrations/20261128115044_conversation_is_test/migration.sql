-- Conversations of an admin's tests (the /gestao/ferramentas playground, the webhook tester) are
-- marked, so /gestao lists customers apart from them. Earlier ones: the webhook tester's number
-- (DDD 00, never a person) and conversations whose messages came in through the simulator, which
-- only the playground (and a development machine without WhatsApp) uses.

-- AlterTable
ALTER TABLE "whatsapp_conversations" ADD COLUMN "is_test" BOOLEAN NOT NULL DEFAULT false;

UPDATE "whatsapp_conversations" c SET "is_test" = true
WHERE c."phone_number" = '5500000000000'
   OR EXISTS (
     SELECT 1 FROM "whatsapp_messages" m
     WHERE m."conversation_id" = c."id" AND m."direction" = 'inbound'
       AND m."metadata"->>'transport' = 'simulator'
   );
