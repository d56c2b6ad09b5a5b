-- AlterTable
ALTER TABLE "cidades" ADD COLUMN     "desligada_por_admin" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "marcas" (
    "id" SERIAL NOT NULL,
    "nome" TEXT NOT NULL,
    "nome_normalizado" TEXT NOT NULL,
    "ambigua" BOOLEAN NOT NULL DEFAULT false,
    "removida" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "marcas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "categoria_termos" (
    "id" SERIAL NOT NULL,
    "categoria_id" INTEGER NOT NULL,
    "termo" TEXT NOT NULL,
    "origem" TEXT NOT NULL,
    "removido" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "categoria_termos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subcategoria_termos" (
    "id" SERIAL NOT NULL,
    "subcategoria_id" INTEGER NOT NULL,
    "termo" TEXT NOT NULL,
    "origem" TEXT NOT NULL,
    "removido" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subcategoria_termos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "marcas_nome_normalizado_key" ON "marcas"("nome_normalizado");

-- CreateIndex
CREATE UNIQUE INDEX "categoria_termos_categoria_id_termo_key" ON "categoria_termos"("categoria_id", "termo");

-- CreateIndex
CREATE UNIQUE INDEX "subcategoria_termos_subcategoria_id_termo_key" ON "subcategoria_termos"("subcategoria_id", "termo");

-- AddForeignKey
ALTER TABLE "categoria_termos" ADD CONSTRAINT "categoria_termos_categoria_id_fkey" FOREIGN KEY ("categoria_id") REFERENCES "categorias"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subcategoria_termos" ADD CONSTRAINT "subcategoria_termos_subcategoria_id_fkey" FOREIGN KEY ("subcategoria_id") REFERENCES "subcategorias"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Until now only an admin made a city inactive after it had been active: capitals start active and
-- shops could register only in active cities. Those cities keep refusing wishes, and every other
-- inactive city starts accepting them (DECISIONS.md "Cities"). No semicolon in these comments:
-- the schema engine splits the script on them when it runs on PostgreSQL.
UPDATE "cidades" c SET "desligada_por_admin" = true
WHERE NOT c."ativo"
  AND (
    c."capital"
    OR EXISTS (
      SELECT 1 FROM "lojistas" l JOIN "estados" e ON e."sigla" = l."estado"
      WHERE e."id" = c."estado_id" AND l."cidade_normalizada" = c."nome_normalizado"
    )
  );
