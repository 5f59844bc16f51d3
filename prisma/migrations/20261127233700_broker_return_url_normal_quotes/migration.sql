-- AlterTable
ALTER TABLE "Partner" ADD COLUMN "brokerQuoteUrl" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Quote" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "number" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "brokerId" TEXT,
    "customerEmail" TEXT NOT NULL,
    "customerName" TEXT NOT NULL,
    "professionId" TEXT,
    "expiresOn" TEXT NOT NULL,
    "sentAt" DATETIME,
    "openedAt" DATETIME,
    "acceptedAt" DATETIME,
    "userId" TEXT,
    "type" TEXT NOT NULL DEFAULT 'broker',
    "language" TEXT,
    "customerUserId" TEXT,
    "reminderSentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Quote_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Quote_brokerId_fkey" FOREIGN KEY ("brokerId") REFERENCES "StaffAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Quote" ("acceptedAt", "brokerId", "createdAt", "customerEmail", "customerName", "customerUserId", "expiresOn", "id", "language", "number", "openedAt", "partnerId", "professionId", "reminderSentAt", "sentAt", "type", "updatedAt", "userId") SELECT "acceptedAt", "brokerId", "createdAt", "customerEmail", "customerName", "customerUserId", "expiresOn", "id", "language", "number", "openedAt", "partnerId", "professionId", "reminderSentAt", "sentAt", "type", "updatedAt", "userId" FROM "Quote";
DROP TABLE "Quote";
ALTER TABLE "new_Quote" RENAME TO "Quote";
CREATE UNIQUE INDEX "Quote_number_key" ON "Quote"("number");
CREATE INDEX "Quote_partnerId_createdAt_idx" ON "Quote"("partnerId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

