-- AlterTable
ALTER TABLE "whatsapp_conversations" ADD COLUMN     "agent_state" JSONB;
