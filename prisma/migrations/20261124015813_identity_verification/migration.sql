-- AlterTable
ALTER TABLE "Checkout" ADD COLUMN "heldPayment" JSONB;

-- AlterTable
ALTER TABLE "Policy" ADD COLUMN "identityProvider" TEXT;
ALTER TABLE "Policy" ADD COLUMN "identityReference" TEXT;
ALTER TABLE "Policy" ADD COLUMN "identityVerifiedAt" DATETIME;

-- CreateTable
CREATE TABLE "IdentityVerification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "checkoutId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "startDate" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "roomName" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "errorCode" TEXT,
    "decidedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "IdentityVerification_checkoutId_fkey" FOREIGN KEY ("checkoutId") REFERENCES "Checkout" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProcessedWebhookEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "BuiltinIdentitySession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "clientSecretHash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'requires_input',
    "verifiedDob" TEXT,
    "lastErrorCode" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "IdentityVerification_sessionId_key" ON "IdentityVerification"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "IdentityVerification_roomName_key" ON "IdentityVerification"("roomName");

-- CreateIndex
CREATE INDEX "IdentityVerification_checkoutId_idx" ON "IdentityVerification"("checkoutId");

