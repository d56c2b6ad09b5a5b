-- Human takeover (issue 21): a conversation in human mode is answered by a person from /gestao and
-- the bot stays quiet. The columns say since when, who asked, since when the contact waits, and
-- the last admin message (human mode ends by itself some hours after it).

-- AlterTable
ALTER TABLE "whatsapp_conversations" ADD COLUMN "human_mode_at" TIMESTAMPTZ(3),
ADD COLUMN "human_mode_by" VARCHAR(20),
ADD COLUMN "human_waiting_since" TIMESTAMPTZ(3),
ADD COLUMN "human_last_admin_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "whatsapp_conversations_human_mode_at_idx" ON "whatsapp_conversations"("human_mode_at");
