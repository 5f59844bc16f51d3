-- AlterTable
ALTER TABLE "Partner" ADD COLUMN "checkinReturnUrl" TEXT;

-- CreateTable
CREATE TABLE "CheckedInInsurance" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "checkoutId" TEXT NOT NULL,
    "insurer" TEXT NOT NULL,
    "kinds" JSONB NOT NULL,
    "perClaimCents" INTEGER NOT NULL,
    "perYearCents" INTEGER NOT NULL,
    "renewalDate" TEXT NOT NULL,
    "monthlyPremiumCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CheckedInInsurance_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CheckedInInsurance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CheckedInInsurance_checkoutId_fkey" FOREIGN KEY ("checkoutId") REFERENCES "Checkout" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Checkout" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "group" TEXT NOT NULL,
    "variant" TEXT NOT NULL DEFAULT 'default',
    "status" TEXT NOT NULL DEFAULT 'open',
    "disclaimerSeen" BOOLEAN NOT NULL DEFAULT false,
    "formalities" JSONB,
    "heldPayment" JSONB,
    "outcome" TEXT,
    "completedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Checkout_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Checkout_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Checkout" ("completedAt", "createdAt", "disclaimerSeen", "formalities", "group", "heldPayment", "id", "outcome", "partnerId", "status", "updatedAt", "userId") SELECT "completedAt", "createdAt", "disclaimerSeen", "formalities", "group", "heldPayment", "id", "outcome", "partnerId", "status", "updatedAt", "userId" FROM "Checkout";
DROP TABLE "Checkout";
ALTER TABLE "new_Checkout" RENAME TO "Checkout";
CREATE INDEX "Checkout_userId_status_idx" ON "Checkout"("userId", "status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "CheckedInInsurance_checkoutId_key" ON "CheckedInInsurance"("checkoutId");

-- CreateIndex
CREATE INDEX "CheckedInInsurance_userId_createdAt_idx" ON "CheckedInInsurance"("userId", "createdAt");

