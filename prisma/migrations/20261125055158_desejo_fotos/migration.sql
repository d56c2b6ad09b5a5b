-- The customer's photos of a wish (desejo_fotos, one row per photo and the message it came in)
-- and the shop's photo of an offer (two nullable columns: one photo per offer).

-- AlterTable
ALTER TABLE "ofertas" ADD COLUMN     "foto_key" TEXT,
ADD COLUMN     "foto_mime_type" TEXT;

-- CreateTable
CREATE TABLE "desejo_fotos" (
    "id" UUID NOT NULL,
    "desejo_id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "whatsapp_message_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "desejo_fotos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "desejo_fotos_desejo_id_created_at_idx" ON "desejo_fotos"("desejo_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "desejo_fotos_desejo_id_whatsapp_message_id_key" ON "desejo_fotos"("desejo_id", "whatsapp_message_id");

-- AddForeignKey
ALTER TABLE "desejo_fotos" ADD CONSTRAINT "desejo_fotos_desejo_id_fkey" FOREIGN KEY ("desejo_id") REFERENCES "desejos"("id") ON DELETE CASCADE ON UPDATE CASCADE;
