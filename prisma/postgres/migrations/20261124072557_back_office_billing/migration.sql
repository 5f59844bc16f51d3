-- AlterTable
ALTER TABLE "Mandate" ADD COLUMN     "firstCollectedOn" TEXT,
ADD COLUMN     "revokedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Policy" ADD COLUMN     "reviewDecision" TEXT,
ADD COLUMN     "reviewDueAt" TIMESTAMP(3),
ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedById" TEXT;

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "billingKey" TEXT,
ADD COLUMN     "collectionDate" TEXT,
ADD COLUMN     "collectionFileId" TEXT,
ADD COLUMN     "endToEndId" TEXT,
ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'premium',
ADD COLUMN     "paidAt" TIMESTAMP(3),
ADD COLUMN     "reminderSentAt" TIMESTAMP(3),
ADD COLUMN     "sequenceType" TEXT;

-- AlterTable
ALTER TABLE "Claim" ADD COLUMN     "approvedCents" INTEGER;

-- CreateTable
CREATE TABLE "PaymentFile" (
    "id" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "creditorId" TEXT NOT NULL,
    "executionDate" TEXT NOT NULL,
    "transactionCount" INTEGER NOT NULL,
    "controlSumCents" INTEGER NOT NULL,
    "xml" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankAnswer" (
    "id" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "summary" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankAnswerEntry" (
    "id" TEXT NOT NULL,
    "bankAnswerId" TEXT NOT NULL,
    "entryKey" TEXT NOT NULL,
    "endToEndId" TEXT NOT NULL,
    "invoiceId" TEXT,
    "status" TEXT NOT NULL,
    "reasonCode" TEXT,
    "amountCents" INTEGER NOT NULL,
    "result" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankAnswerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoicePayment" (
    "id" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerReference" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'created',
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InvoicePayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
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
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClaimEvent" (
    "id" TEXT NOT NULL,
    "claimId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "note" TEXT,
    "amountCents" INTEGER,
    "staffId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClaimEvent_pkey" PRIMARY KEY ("id")
);

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
CREATE UNIQUE INDEX "Invoice_billingKey_key" ON "Invoice"("billingKey");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_endToEndId_key" ON "Invoice"("endToEndId");

-- CreateIndex
CREATE INDEX "Invoice_status_idx" ON "Invoice"("status");

-- CreateIndex
CREATE INDEX "Invoice_collectionFileId_idx" ON "Invoice"("collectionFileId");

-- CreateIndex
CREATE INDEX "Claim_status_idx" ON "Claim"("status");

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_collectionFileId_fkey" FOREIGN KEY ("collectionFileId") REFERENCES "PaymentFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankAnswerEntry" ADD CONSTRAINT "BankAnswerEntry_bankAnswerId_fkey" FOREIGN KEY ("bankAnswerId") REFERENCES "BankAnswer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoicePayment" ADD CONSTRAINT "InvoicePayment_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_transferFileId_fkey" FOREIGN KEY ("transferFileId") REFERENCES "PaymentFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClaimEvent" ADD CONSTRAINT "ClaimEvent_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim"("id") ON DELETE CASCADE ON UPDATE CASCADE;

