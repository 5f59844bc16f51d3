-- CreateIndex
CREATE INDEX "Invoice_policyId_periodStart_idx" ON "Invoice"("policyId", "periodStart");

