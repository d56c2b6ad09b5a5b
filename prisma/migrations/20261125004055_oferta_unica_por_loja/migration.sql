-- One offer per shop and wish, changed in place (versao), and the idempotency keys of its
-- submissions in their own table, so a key replayed after a later change still finds its offer.

-- CreateTable
CREATE TABLE "ofertas_envios" (
    "lojista_id" UUID NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "oferta_id" UUID NOT NULL,
    "versao" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ofertas_envios_pkey" PRIMARY KEY ("lojista_id","idempotency_key")
);

-- The bot's keys (one per offer it made) move to the new table before their column goes.
INSERT INTO "ofertas_envios" ("lojista_id", "idempotency_key", "oferta_id", "versao", "created_at")
SELECT "lojista_id", "idempotency_key", "id", 1, "created_at" FROM "ofertas" WHERE "idempotency_key" IS NOT NULL;

-- DropIndex
DROP INDEX "ofertas_id_desejo_lojista_id_created_at_idx";

-- DropIndex
DROP INDEX "ofertas_idempotency_key_key";

-- AlterTable
ALTER TABLE "ofertas" DROP COLUMN "idempotency_key",
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "versao" INTEGER NOT NULL DEFAULT 1;

-- A shop's second offer for the same wish used to be a new row: the one its match points at (else
-- the newest) stays, the others (never shown once replaced) go with their history rows and keys.
DELETE FROM "ofertas" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT o."id", row_number() OVER (
      PARTITION BY o."id_desejo", o."lojista_id"
      ORDER BY (m."id" IS NOT NULL) DESC, o."created_at" DESC, o."id" DESC
    ) AS "rank"
    FROM "ofertas" o LEFT JOIN "matches" m ON m."oferta_id" = o."id"
  ) AS ranked
  WHERE "rank" > 1
);
DELETE FROM "ofertas_envios" e WHERE NOT EXISTS (SELECT 1 FROM "ofertas" o WHERE o."id" = e."oferta_id");

-- CreateIndex
CREATE INDEX "ofertas_envios_oferta_id_idx" ON "ofertas_envios"("oferta_id");

-- CreateIndex
CREATE UNIQUE INDEX "ofertas_id_desejo_lojista_id_key" ON "ofertas"("id_desejo", "lojista_id");

-- AddForeignKey
ALTER TABLE "ofertas_envios" ADD CONSTRAINT "ofertas_envios_oferta_id_fkey" FOREIGN KEY ("oferta_id") REFERENCES "ofertas"("id") ON DELETE CASCADE ON UPDATE CASCADE;
