-- AlterTable
ALTER TABLE "User" ADD COLUMN "emailVerifiedAt" DATETIME;

-- AlterTable
ALTER TABLE "MagicLink" ADD COLUMN "browserNonceHash" TEXT;

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "userId" TEXT,
    "staffId" TEXT,
    "proven" BOOLEAN NOT NULL DEFAULT false,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Session_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_OutboxMail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "links" JSONB NOT NULL,
    "deliveredAt" DATETIME,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
-- Mail written before the outbox had a delivery state was sent then: it is delivered.
INSERT INTO "new_OutboxMail" ("createdAt", "html", "id", "links", "partnerId", "subject", "text", "to", "deliveredAt") SELECT "createdAt", "html", "id", "links", "partnerId", "subject", "text", "to", "createdAt" FROM "OutboxMail";
DROP TABLE "OutboxMail";
ALTER TABLE "new_OutboxMail" RENAME TO "OutboxMail";
CREATE INDEX "OutboxMail_to_idx" ON "OutboxMail"("to");
CREATE INDEX "OutboxMail_deliveredAt_nextAttemptAt_idx" ON "OutboxMail"("deliveredAt", "nextAttemptAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Session_staffId_idx" ON "Session"("staffId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

