-- Outcomes and ratings (issue 21): a wish closed with a chosen offer asks the customer, a day
-- later, how the shop did. The wish keeps when it asked and when the ask was settled (answered or
-- refused), so it is never asked twice. The rating is one row per wish.

-- AlterTable
ALTER TABLE "desejos" ADD COLUMN     "avaliacao_encerrada_em" TIMESTAMPTZ(3),
ADD COLUMN     "avaliacao_pedida_em" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "avaliacoes" (
    "id" UUID NOT NULL,
    "desejo_id" UUID NOT NULL,
    "lojista_id" UUID NOT NULL,
    "whatsapp_cliente" VARCHAR(13) NOT NULL,
    "nota" SMALLINT NOT NULL,
    "comentario" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "avaliacoes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "avaliacoes_desejo_id_key" ON "avaliacoes"("desejo_id");

-- CreateIndex
CREATE INDEX "avaliacoes_lojista_id_idx" ON "avaliacoes"("lojista_id");

-- CreateIndex
CREATE INDEX "desejos_status_fechado_em_idx" ON "desejos"("status", "fechado_em");

-- AddForeignKey
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_desejo_id_fkey" FOREIGN KEY ("desejo_id") REFERENCES "desejos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE CASCADE ON UPDATE CASCADE;
