-- AlterTable
ALTER TABLE "ofertas" ADD COLUMN     "idempotency_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ofertas_idempotency_key_key" ON "ofertas"("idempotency_key");
