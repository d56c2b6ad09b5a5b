-- AlterTable
ALTER TABLE "desejos" ADD COLUMN     "idempotency_key" TEXT;

-- CreateTable
CREATE TABLE "webhook_inbox" (
    "id" BIGSERIAL NOT NULL,
    "body" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_inbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "desejos_idempotency_key_key" ON "desejos"("idempotency_key");
