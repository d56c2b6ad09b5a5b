-- CreateEnum
CREATE TYPE "app_role" AS ENUM ('admin', 'lojista');

-- CreateEnum
CREATE TYPE "plano_tipo" AS ENUM ('sem_plano', 'associado_gratuito', 'premium', 'stripe_subscription');

-- CreateEnum
CREATE TYPE "desejo_status" AS ENUM ('aberto', 'fechado', 'expirado');

-- CreateEnum
CREATE TYPE "desejo_origem" AS ENUM ('whatsapp', 'site');

-- CreateEnum
CREATE TYPE "match_status" AS ENUM ('pendente', 'ativo', 'aceito', 'rejeitado', 'arquivado', 'perdido', 'com_oferta');

-- CreateEnum
CREATE TYPE "oferta_status" AS ENUM ('pendente', 'aceita', 'recusada');

-- CreateEnum
CREATE TYPE "motivo_desistencia" AS ENUM ('nao_tenho_produto', 'nao_vendo_tipo', 'outros');

-- CreateEnum
CREATE TYPE "message_direction" AS ENUM ('inbound', 'outbound');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "email_verified" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "role" TEXT,
    "banned" BOOLEAN DEFAULT false,
    "ban_reason" TEXT,
    "ban_expires" TIMESTAMPTZ(3),
    "two_factor_enabled" BOOLEAN DEFAULT false,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "ip_address" TEXT,
    "user_agent" TEXT,
    "user_id" TEXT NOT NULL,
    "impersonated_by" TEXT,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "provider_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "access_token" TEXT,
    "refresh_token" TEXT,
    "id_token" TEXT,
    "access_token_expires_at" TIMESTAMPTZ(3),
    "refresh_token_expires_at" TIMESTAMPTZ(3),
    "scope" TEXT,
    "password" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verifications" (
    "id" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "two_factors" (
    "id" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "backup_codes" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "verified" BOOLEAN DEFAULT true,

    CONSTRAINT "two_factors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_roles" (
    "id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "role" "app_role" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lojistas" (
    "id" UUID NOT NULL,
    "user_id" TEXT,
    "email" TEXT NOT NULL,
    "nome_loja" TEXT NOT NULL,
    "nome_responsavel" TEXT,
    "cnpj" VARCHAR(14),
    "telefone" VARCHAR(13),
    "whatsapp" VARCHAR(13) NOT NULL,
    "whatsapp_loja" VARCHAR(13) NOT NULL,
    "endereco" TEXT,
    "cep" VARCHAR(8),
    "estado" CHAR(2) NOT NULL,
    "cidade" TEXT NOT NULL,
    "cidade_normalizada" TEXT NOT NULL,
    "receber_matches" BOOLEAN NOT NULL DEFAULT false,
    "aprovado_em" TIMESTAMPTZ(3),
    "primeira_senha" BOOLEAN NOT NULL DEFAULT false,
    "termos_aceitos" BOOLEAN NOT NULL DEFAULT false,
    "termos_aceitos_em" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lojistas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lojista_planos" (
    "id" UUID NOT NULL,
    "lojista_id" UUID NOT NULL,
    "plano_tipo" "plano_tipo" NOT NULL DEFAULT 'sem_plano',
    "associacao_id" UUID,
    "limite_diario" INTEGER NOT NULL DEFAULT 0,
    "consultas_hoje" INTEGER NOT NULL DEFAULT 0,
    "ativo" BOOLEAN NOT NULL DEFAULT false,
    "data_reset_contador" DATE,
    "inicio" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "plano_anterior" "plano_tipo",
    "stripe_customer_id" TEXT,
    "stripe_subscription_id" TEXT,
    "stripe_status" TEXT,
    "stripe_periodo_fim" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lojista_planos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "categorias" (
    "id" SERIAL NOT NULL,
    "nome_categoria" TEXT NOT NULL,
    "nome_normalizado" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "categorias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subcategorias" (
    "id" SERIAL NOT NULL,
    "nome" TEXT NOT NULL,
    "nome_normalizado" TEXT NOT NULL,
    "categoria" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subcategorias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lojista_categorias" (
    "lojista_id" UUID NOT NULL,
    "categoria_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lojista_categorias_pkey" PRIMARY KEY ("lojista_id","categoria_id")
);

-- CreateTable
CREATE TABLE "lojistasubcategorias" (
    "lojista_id" UUID NOT NULL,
    "subcategoria_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lojistasubcategorias_pkey" PRIMARY KEY ("lojista_id","subcategoria_id")
);

-- CreateTable
CREATE TABLE "estados" (
    "id" SERIAL NOT NULL,
    "nome" TEXT NOT NULL,
    "sigla" CHAR(2) NOT NULL,
    "codigo_ibge" INTEGER,
    "ativo" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "estados_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cidades" (
    "id" SERIAL NOT NULL,
    "nome" TEXT NOT NULL,
    "nome_normalizado" TEXT NOT NULL,
    "estado_id" INTEGER NOT NULL,
    "codigo_ibge" INTEGER,
    "capital" BOOLEAN NOT NULL DEFAULT false,
    "ativo" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cidades_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "desejos" (
    "id" UUID NOT NULL,
    "nome_cliente" TEXT NOT NULL,
    "whatsapp_cliente" VARCHAR(13) NOT NULL,
    "produto_desejado" TEXT NOT NULL,
    "descricao" TEXT,
    "marca" TEXT,
    "caracteristicas" JSONB,
    "link_produto" TEXT,
    "categoria" TEXT NOT NULL,
    "categoria_id" INTEGER,
    "subcategoria" TEXT,
    "subcategoria_id" INTEGER,
    "cidade" TEXT NOT NULL,
    "cidade_normalizada" TEXT NOT NULL,
    "estado" CHAR(2) NOT NULL,
    "status" "desejo_status" NOT NULL DEFAULT 'aberto',
    "origem" "desejo_origem" NOT NULL,
    "conversation_id" UUID,
    "termos_aceitos" BOOLEAN NOT NULL DEFAULT false,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "fechado_em" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "desejos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "matches" (
    "id" UUID NOT NULL,
    "desejo_id" UUID NOT NULL,
    "lojista_id" UUID NOT NULL,
    "oferta_id" UUID,
    "status" "match_status" NOT NULL DEFAULT 'pendente',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "matches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ofertas" (
    "id" UUID NOT NULL,
    "id_desejo" UUID NOT NULL,
    "lojista_id" UUID NOT NULL,
    "valor" DECIMAL(12,2) NOT NULL,
    "descricao" TEXT NOT NULL,
    "condicoes_pagamento" TEXT,
    "prazo_entrega" TEXT,
    "validade" TEXT,
    "observacoes" TEXT,
    "status" "oferta_status" NOT NULL DEFAULT 'pendente',
    "origem" "desejo_origem" NOT NULL DEFAULT 'site',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ofertas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lojista_ofertas_historico" (
    "id" UUID NOT NULL,
    "lojista_id" UUID NOT NULL,
    "match_id" UUID NOT NULL,
    "oferta_id" UUID NOT NULL,
    "data_oferta" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lojista_ofertas_historico_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "match_desistencias" (
    "id" UUID NOT NULL,
    "match_id" UUID NOT NULL,
    "lojista_id" UUID NOT NULL,
    "motivo" "motivo_desistencia" NOT NULL,
    "observacoes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_desistencias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "associacoes_parceiras" (
    "id" UUID NOT NULL,
    "nome" TEXT NOT NULL,
    "cidade" TEXT,
    "descricao" VARCHAR(200),
    "telefone" TEXT,
    "email" TEXT,
    "logo_url" TEXT,
    "ativo" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "associacoes_parceiras_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "associacao_associados" (
    "id" UUID NOT NULL,
    "associacao_id" UUID NOT NULL,
    "documento" VARCHAR(14) NOT NULL,
    "nome_completo" TEXT NOT NULL,
    "email" TEXT,
    "telefone" TEXT,
    "ativo" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "associacao_associados_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "whatsapp_conversations" (
    "id" UUID NOT NULL,
    "phone_number" VARCHAR(20) NOT NULL,
    "contact_name" TEXT,
    "lojista_id" UUID,
    "last_inbound_at" TIMESTAMPTZ(3),
    "last_message_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "whatsapp_conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "whatsapp_messages" (
    "id" UUID NOT NULL,
    "conversation_id" UUID NOT NULL,
    "wa_message_id" TEXT,
    "message_text" TEXT,
    "direction" "message_direction" NOT NULL,
    "message_type" TEXT NOT NULL DEFAULT 'text',
    "status" TEXT,
    "error" TEXT,
    "timestamp" TIMESTAMPTZ(3) NOT NULL,
    "tool_calls" JSONB,
    "metadata" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "whatsapp_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "whatsapp_redirects" (
    "id" UUID NOT NULL,
    "success" BOOLEAN NOT NULL,
    "user_agent" TEXT,
    "referrer" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "whatsapp_redirects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bot_config" (
    "id" UUID NOT NULL,
    "config_key" TEXT NOT NULL,
    "config_value" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" TEXT,

    CONSTRAINT "bot_config_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "error_reports" (
    "id" UUID NOT NULL,
    "titulo" VARCHAR(100) NOT NULL,
    "descricao" VARCHAR(1000) NOT NULL,
    "passos" VARCHAR(500),
    "lojista_id" UUID,
    "lojista_email" TEXT,
    "lojista_nome" TEXT,
    "user_agent" TEXT,
    "url" TEXT,
    "resolvido" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "error_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions"("token");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "accounts_user_id_idx" ON "accounts"("user_id");

-- CreateIndex
CREATE INDEX "verifications_identifier_idx" ON "verifications"("identifier");

-- CreateIndex
CREATE INDEX "two_factors_secret_idx" ON "two_factors"("secret");

-- CreateIndex
CREATE INDEX "two_factors_user_id_idx" ON "two_factors"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_roles_user_id_role_key" ON "user_roles"("user_id", "role");

-- CreateIndex
CREATE UNIQUE INDEX "lojistas_user_id_key" ON "lojistas"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "lojistas_email_key" ON "lojistas"("email");

-- CreateIndex
CREATE UNIQUE INDEX "lojistas_cnpj_key" ON "lojistas"("cnpj");

-- CreateIndex
CREATE UNIQUE INDEX "lojistas_whatsapp_loja_key" ON "lojistas"("whatsapp_loja");

-- CreateIndex
CREATE INDEX "lojistas_cidade_normalizada_receber_matches_idx" ON "lojistas"("cidade_normalizada", "receber_matches");

-- CreateIndex
CREATE INDEX "lojistas_estado_cidade_idx" ON "lojistas"("estado", "cidade");

-- CreateIndex
CREATE INDEX "lojistas_created_at_idx" ON "lojistas"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "lojista_planos_lojista_id_key" ON "lojista_planos"("lojista_id");

-- CreateIndex
CREATE UNIQUE INDEX "lojista_planos_stripe_customer_id_key" ON "lojista_planos"("stripe_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "lojista_planos_stripe_subscription_id_key" ON "lojista_planos"("stripe_subscription_id");

-- CreateIndex
CREATE INDEX "lojista_planos_plano_tipo_ativo_idx" ON "lojista_planos"("plano_tipo", "ativo");

-- CreateIndex
CREATE UNIQUE INDEX "categorias_nome_categoria_key" ON "categorias"("nome_categoria");

-- CreateIndex
CREATE UNIQUE INDEX "categorias_nome_normalizado_key" ON "categorias"("nome_normalizado");

-- CreateIndex
CREATE INDEX "subcategorias_nome_idx" ON "subcategorias"("nome");

-- CreateIndex
CREATE UNIQUE INDEX "subcategorias_categoria_nome_normalizado_key" ON "subcategorias"("categoria", "nome_normalizado");

-- CreateIndex
CREATE INDEX "lojista_categorias_categoria_id_idx" ON "lojista_categorias"("categoria_id");

-- CreateIndex
CREATE INDEX "lojistasubcategorias_subcategoria_id_idx" ON "lojistasubcategorias"("subcategoria_id");

-- CreateIndex
CREATE UNIQUE INDEX "estados_nome_key" ON "estados"("nome");

-- CreateIndex
CREATE UNIQUE INDEX "estados_sigla_key" ON "estados"("sigla");

-- CreateIndex
CREATE UNIQUE INDEX "estados_codigo_ibge_key" ON "estados"("codigo_ibge");

-- CreateIndex
CREATE INDEX "estados_ativo_nome_idx" ON "estados"("ativo", "nome");

-- CreateIndex
CREATE UNIQUE INDEX "cidades_codigo_ibge_key" ON "cidades"("codigo_ibge");

-- CreateIndex
CREATE INDEX "cidades_ativo_nome_idx" ON "cidades"("ativo", "nome");

-- CreateIndex
CREATE INDEX "cidades_nome_normalizado_idx" ON "cidades"("nome_normalizado");

-- CreateIndex
CREATE UNIQUE INDEX "cidades_estado_id_nome_normalizado_key" ON "cidades"("estado_id", "nome_normalizado");

-- CreateIndex
CREATE INDEX "desejos_whatsapp_cliente_status_idx" ON "desejos"("whatsapp_cliente", "status");

-- CreateIndex
CREATE INDEX "desejos_status_expires_at_idx" ON "desejos"("status", "expires_at");

-- CreateIndex
CREATE INDEX "desejos_cidade_normalizada_created_at_idx" ON "desejos"("cidade_normalizada", "created_at");

-- CreateIndex
CREATE INDEX "desejos_created_at_idx" ON "desejos"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "matches_oferta_id_key" ON "matches"("oferta_id");

-- CreateIndex
CREATE INDEX "matches_lojista_id_status_created_at_idx" ON "matches"("lojista_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "matches_desejo_id_status_idx" ON "matches"("desejo_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "matches_desejo_id_lojista_id_key" ON "matches"("desejo_id", "lojista_id");

-- CreateIndex
CREATE INDEX "ofertas_id_desejo_lojista_id_created_at_idx" ON "ofertas"("id_desejo", "lojista_id", "created_at");

-- CreateIndex
CREATE INDEX "ofertas_lojista_id_created_at_idx" ON "ofertas"("lojista_id", "created_at");

-- CreateIndex
CREATE INDEX "ofertas_created_at_idx" ON "ofertas"("created_at");

-- CreateIndex
CREATE INDEX "lojista_ofertas_historico_lojista_id_data_oferta_idx" ON "lojista_ofertas_historico"("lojista_id", "data_oferta");

-- CreateIndex
CREATE INDEX "lojista_ofertas_historico_match_id_idx" ON "lojista_ofertas_historico"("match_id");

-- CreateIndex
CREATE INDEX "lojista_ofertas_historico_oferta_id_idx" ON "lojista_ofertas_historico"("oferta_id");

-- CreateIndex
CREATE INDEX "match_desistencias_match_id_lojista_id_created_at_idx" ON "match_desistencias"("match_id", "lojista_id", "created_at");

-- CreateIndex
CREATE INDEX "match_desistencias_lojista_id_idx" ON "match_desistencias"("lojista_id");

-- CreateIndex
CREATE INDEX "associacoes_parceiras_ativo_nome_idx" ON "associacoes_parceiras"("ativo", "nome");

-- CreateIndex
CREATE INDEX "associacoes_parceiras_nome_idx" ON "associacoes_parceiras"("nome");

-- CreateIndex
CREATE INDEX "associacao_associados_documento_ativo_idx" ON "associacao_associados"("documento", "ativo");

-- CreateIndex
CREATE INDEX "associacao_associados_associacao_id_idx" ON "associacao_associados"("associacao_id");

-- CreateIndex
CREATE UNIQUE INDEX "associacao_associados_documento_associacao_id_key" ON "associacao_associados"("documento", "associacao_id");

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_conversations_phone_number_key" ON "whatsapp_conversations"("phone_number");

-- CreateIndex
CREATE INDEX "whatsapp_conversations_last_message_at_idx" ON "whatsapp_conversations"("last_message_at" DESC);

-- CreateIndex
CREATE INDEX "whatsapp_conversations_lojista_id_idx" ON "whatsapp_conversations"("lojista_id");

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_messages_wa_message_id_key" ON "whatsapp_messages"("wa_message_id");

-- CreateIndex
CREATE INDEX "whatsapp_messages_conversation_id_timestamp_idx" ON "whatsapp_messages"("conversation_id", "timestamp");

-- CreateIndex
CREATE INDEX "whatsapp_messages_direction_created_at_idx" ON "whatsapp_messages"("direction", "created_at");

-- CreateIndex
CREATE INDEX "whatsapp_redirects_success_created_at_idx" ON "whatsapp_redirects"("success", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "bot_config_config_key_key" ON "bot_config"("config_key");

-- CreateIndex
CREATE INDEX "error_reports_created_at_idx" ON "error_reports"("created_at");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojistas" ADD CONSTRAINT "lojistas_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojista_planos" ADD CONSTRAINT "lojista_planos_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojista_planos" ADD CONSTRAINT "lojista_planos_associacao_id_fkey" FOREIGN KEY ("associacao_id") REFERENCES "associacoes_parceiras"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subcategorias" ADD CONSTRAINT "subcategorias_categoria_fkey" FOREIGN KEY ("categoria") REFERENCES "categorias"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojista_categorias" ADD CONSTRAINT "lojista_categorias_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojista_categorias" ADD CONSTRAINT "lojista_categorias_categoria_id_fkey" FOREIGN KEY ("categoria_id") REFERENCES "categorias"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojistasubcategorias" ADD CONSTRAINT "lojistasubcategorias_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojistasubcategorias" ADD CONSTRAINT "lojistasubcategorias_subcategoria_id_fkey" FOREIGN KEY ("subcategoria_id") REFERENCES "subcategorias"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cidades" ADD CONSTRAINT "cidades_estado_id_fkey" FOREIGN KEY ("estado_id") REFERENCES "estados"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "desejos" ADD CONSTRAINT "desejos_categoria_id_fkey" FOREIGN KEY ("categoria_id") REFERENCES "categorias"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "desejos" ADD CONSTRAINT "desejos_subcategoria_id_fkey" FOREIGN KEY ("subcategoria_id") REFERENCES "subcategorias"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "desejos" ADD CONSTRAINT "desejos_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "whatsapp_conversations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "matches" ADD CONSTRAINT "matches_desejo_id_fkey" FOREIGN KEY ("desejo_id") REFERENCES "desejos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "matches" ADD CONSTRAINT "matches_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "matches" ADD CONSTRAINT "matches_oferta_id_fkey" FOREIGN KEY ("oferta_id") REFERENCES "ofertas"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ofertas" ADD CONSTRAINT "ofertas_id_desejo_fkey" FOREIGN KEY ("id_desejo") REFERENCES "desejos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ofertas" ADD CONSTRAINT "ofertas_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojista_ofertas_historico" ADD CONSTRAINT "lojista_ofertas_historico_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojista_ofertas_historico" ADD CONSTRAINT "lojista_ofertas_historico_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lojista_ofertas_historico" ADD CONSTRAINT "lojista_ofertas_historico_oferta_id_fkey" FOREIGN KEY ("oferta_id") REFERENCES "ofertas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_desistencias" ADD CONSTRAINT "match_desistencias_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_desistencias" ADD CONSTRAINT "match_desistencias_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "associacao_associados" ADD CONSTRAINT "associacao_associados_associacao_id_fkey" FOREIGN KEY ("associacao_id") REFERENCES "associacoes_parceiras"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "whatsapp_conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_lojista_id_fkey" FOREIGN KEY ("lojista_id") REFERENCES "lojistas"("id") ON DELETE SET NULL ON UPDATE CASCADE;
