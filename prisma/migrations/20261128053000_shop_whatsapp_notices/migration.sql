-- The shop's own WhatsApp messages (welcome, approval, a quick registration's credentials).
-- credenciais_versao numbers a quick registration's temporary passwords, so a resend rotates it
-- once however many clicks arrive. conteudo_sigiloso keeps, encrypted and only until delivery,
-- the real text of a message whose stored text is masked (the temporary password).

-- AlterTable
ALTER TABLE "lojistas" ADD COLUMN "credenciais_versao" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "whatsapp_messages" ADD COLUMN "conteudo_sigiloso" TEXT;
