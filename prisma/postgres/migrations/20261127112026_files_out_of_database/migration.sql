-- AlterTable
ALTER TABLE "PartnerLogo" ADD COLUMN     "storageKey" TEXT,
ALTER COLUMN "data" DROP NOT NULL;

-- AlterTable
ALTER TABLE "ClaimFile" ADD COLUMN     "sha256" TEXT,
ADD COLUMN     "storageKey" TEXT,
ALTER COLUMN "data" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "PartnerLogo_storageKey_key" ON "PartnerLogo"("storageKey");

-- CreateIndex
CREATE UNIQUE INDEX "ClaimFile_storageKey_key" ON "ClaimFile"("storageKey");

-- CreateIndex
CREATE INDEX "ClaimFile_claimId_idx" ON "ClaimFile"("claimId");

