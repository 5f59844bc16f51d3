-- CreateTable
CREATE TABLE "PolicyVersion" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "policyId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "effectiveFrom" TEXT NOT NULL,
    "effectiveTo" TEXT,
    "answers" JSONB NOT NULL,
    "insuredObject" JSONB,
    "changedFields" JSONB,
    "netMonthlyCents" INTEGER NOT NULL,
    "grossMonthlyCents" INTEGER NOT NULL,
    "discountPercent" INTEGER NOT NULL DEFAULT 0,
    "perClaimCents" INTEGER,
    "perYearCents" INTEGER,
    "deductibleCents" INTEGER,
    "differenceCents" INTEGER NOT NULL DEFAULT 0,
    "settledInvoiceId" TEXT,
    "createdByStaffId" TEXT,
    "reviewDueAt" DATETIME,
    "reviewedAt" DATETIME,
    "reviewedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PolicyVersion_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PolicyVersion_status_effectiveFrom_idx" ON "PolicyVersion"("status", "effectiveFrom");

-- CreateIndex
CREATE INDEX "PolicyVersion_settledInvoiceId_idx" ON "PolicyVersion"("settledInvoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "PolicyVersion_policyId_version_key" ON "PolicyVersion"("policyId", "version");

