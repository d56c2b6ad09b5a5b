-- Shop self-service on WhatsApp: a shop's own pause ("pausar" / "voltar"), kept apart from the
-- admin's approval in receber_matches and stamped with who changed it and when, and the numbers
-- that asked for no business-initiated messages (opt-out), which survive restarts.

-- AlterTable
ALTER TABLE "lojistas" ADD COLUMN     "pausado_pela_loja" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pausa_alterada_em" TIMESTAMPTZ(3),
ADD COLUMN     "pausa_alterada_por" TEXT;

-- CreateTable
CREATE TABLE "whatsapp_opt_outs" (
    "phone_number" VARCHAR(20) NOT NULL,
    "lojista_id" UUID,
    "opted_out" BOOLEAN NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "whatsapp_opt_outs_pkey" PRIMARY KEY ("phone_number")
);

-- CreateIndex
CREATE INDEX "whatsapp_opt_outs_lojista_id_idx" ON "whatsapp_opt_outs"("lojista_id");

-- AddForeignKey
ALTER TABLE "whatsapp_opt_outs" ADD CONSTRAINT "whatsapp_opt_outs_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE SET NULL ON UPDATE CASCADE;
