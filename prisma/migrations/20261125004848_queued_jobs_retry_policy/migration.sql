-- AlterTable
ALTER TABLE "queued_jobs" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "backoff_ms" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "backoff_type" TEXT NOT NULL DEFAULT 'fixed';
