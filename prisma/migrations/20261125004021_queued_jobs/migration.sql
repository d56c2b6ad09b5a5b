-- CreateTable
CREATE TABLE "queued_jobs" (
    "queue" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "payload" TEXT,
    "attempts_made" INTEGER NOT NULL DEFAULT 0,
    "run_at" TIMESTAMPTZ(3) NOT NULL,
    "failed_at" TIMESTAMPTZ(3),

    CONSTRAINT "queued_jobs_pkey" PRIMARY KEY ("queue","id")
);
