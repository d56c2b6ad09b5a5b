-- AlterTable
ALTER TABLE "two_factors" ADD COLUMN     "failed_verification_count" INTEGER DEFAULT 0,
ADD COLUMN     "locked_until" TIMESTAMPTZ(3);
