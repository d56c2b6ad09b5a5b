-- Stored files whose holder row (a message, a wish's photo, an offer) was deleted, queued in the
-- same transaction for the media purge, which deletes each file once nothing references it.

-- CreateTable
CREATE TABLE "media_deletions" (
    "id" BIGSERIAL NOT NULL,
    "storage_key" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_deletions_pkey" PRIMARY KEY ("id")
);
