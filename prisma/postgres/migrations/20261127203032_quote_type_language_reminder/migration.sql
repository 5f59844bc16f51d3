-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "customerUserId" TEXT,
ADD COLUMN     "language" TEXT,
ADD COLUMN     "reminderSentAt" TIMESTAMP(3),
ADD COLUMN     "type" TEXT NOT NULL DEFAULT 'broker';

