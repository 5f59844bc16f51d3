-- AlterTable
ALTER TABLE "Mandate" ADD COLUMN "firstCollectedOn" TEXT;
ALTER TABLE "Mandate" ADD COLUMN "revokedAt" DATETIME;

-- AlterTable
ALTER TABLE "Policy" ADD COLUMN "reviewDecision" TEXT;
ALTER TABLE "Policy" ADD COLUMN "reviewDueAt" DATETIME;
ALTER TABLE "Policy" ADD COLUMN "reviewReason" TEXT;
ALTER TABLE "Policy" ADD COLUMN "reviewedAt" DATETIME;
ALTER TABLE "Policy" ADD COLUMN "reviewedById" TEXT;

-- AlterTable
ALTER TABLE "Claim" ADD COLUMN "approvedCents" INTEGER;

-- CreateTable
CREATE TABLE "PaymentFile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "format" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "creditorId" TEXT NOT NULL,
    "executionDate" TEXT NOT NULL,
    "transactionCount" INTEGER NOT NULL,
    "controlSumCents" INTEGER NOT NULL,
    "xml" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "BankAnswer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "messageId" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "summary" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "BankAnswerEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bankAnswerId" TEXT NOT NULL,
    "entryKey" TEXT NOT NULL,
    "endToEndId" TEXT NOT NULL,
    "invoiceId" TEXT,
    "status" TEXT NOT NULL,
    "reasonCode" TEXT,
    "amountCents" INTEGER NOT NULL,
    "result" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BankAnswerEntry_bankAnswerId_fkey" FOREIGN KEY ("bankAnswerId") REFERENCES "BankAnswer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InvoicePayment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "invoiceId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerReference" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "completedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "InvoicePayment_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "policyId" TEXT NOT NULL,
    "invoiceId" TEXT,
    "amountCents" INTEGER NOT NULL,
    "dueBy" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "transferFileId" TEXT,
    "providerReference" TEXT,
    "paidAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Refund_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Refund_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Refund_transferFileId_fkey" FOREIGN KEY ("transferFileId") REFERENCES "PaymentFile" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ClaimEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "claimId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "note" TEXT,
    "amountCents" INTEGER,
    "staffId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ClaimEvent_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Invoice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "number" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "policyId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "status" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'premium',
    "periodStart" TEXT NOT NULL,
    "periodEnd" TEXT NOT NULL,
    "dueDate" TEXT NOT NULL,
    "billingKey" TEXT,
    "endToEndId" TEXT,
    "sequenceType" TEXT,
    "collectionDate" TEXT,
    "collectionFileId" TEXT,
    "failureReason" TEXT,
    "paidAt" DATETIME,
    "reminderSentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Invoice_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Invoice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Invoice_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Invoice_collectionFileId_fkey" FOREIGN KEY ("collectionFileId") REFERENCES "PaymentFile" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Invoice" ("amountCents", "createdAt", "currency", "dueDate", "id", "number", "partnerId", "periodEnd", "periodStart", "policyId", "status", "updatedAt", "userId") SELECT "amountCents", "createdAt", "currency", "dueDate", "id", "number", "partnerId", "periodEnd", "periodStart", "policyId", "status", "updatedAt", "userId" FROM "Invoice";
DROP TABLE "Invoice";
ALTER TABLE "new_Invoice" RENAME TO "Invoice";
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");
CREATE UNIQUE INDEX "Invoice_billingKey_key" ON "Invoice"("billingKey");
CREATE UNIQUE INDEX "Invoice_endToEndId_key" ON "Invoice"("endToEndId");
CREATE INDEX "Invoice_userId_idx" ON "Invoice"("userId");
CREATE INDEX "Invoice_status_idx" ON "Invoice"("status");
CREATE INDEX "Invoice_collectionFileId_idx" ON "Invoice"("collectionFileId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "PaymentFile_messageId_key" ON "PaymentFile"("messageId");

-- CreateIndex
CREATE INDEX "PaymentFile_createdAt_idx" ON "PaymentFile"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BankAnswer_messageId_key" ON "BankAnswer"("messageId");

-- CreateIndex
CREATE UNIQUE INDEX "BankAnswer_sha256_key" ON "BankAnswer"("sha256");

-- CreateIndex
CREATE UNIQUE INDEX "BankAnswerEntry_entryKey_key" ON "BankAnswerEntry"("entryKey");

-- CreateIndex
CREATE INDEX "BankAnswerEntry_invoiceId_idx" ON "BankAnswerEntry"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "InvoicePayment_providerReference_key" ON "InvoicePayment"("providerReference");

-- CreateIndex
CREATE INDEX "InvoicePayment_invoiceId_idx" ON "InvoicePayment"("invoiceId");

-- CreateIndex
CREATE INDEX "Refund_userId_idx" ON "Refund"("userId");

-- CreateIndex
CREATE INDEX "Refund_status_dueBy_idx" ON "Refund"("status", "dueBy");

-- CreateIndex
CREATE INDEX "ClaimEvent_claimId_idx" ON "ClaimEvent"("claimId");

-- CreateIndex
CREATE INDEX "Policy_status_idx" ON "Policy"("status");

-- CreateIndex
CREATE INDEX "Policy_reviewDueAt_idx" ON "Policy"("reviewDueAt");

-- CreateIndex
CREATE INDEX "Claim_status_idx" ON "Claim"("status");

