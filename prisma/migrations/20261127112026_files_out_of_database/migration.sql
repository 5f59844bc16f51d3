-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PartnerLogo" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "storageKey" TEXT,
    "data" BLOB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PartnerLogo_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PartnerLogo" ("createdAt", "data", "id", "mimeType", "partnerId", "sha256", "sizeBytes") SELECT "createdAt", "data", "id", "mimeType", "partnerId", "sha256", "sizeBytes" FROM "PartnerLogo";
DROP TABLE "PartnerLogo";
ALTER TABLE "new_PartnerLogo" RENAME TO "PartnerLogo";
CREATE UNIQUE INDEX "PartnerLogo_storageKey_key" ON "PartnerLogo"("storageKey");
CREATE INDEX "PartnerLogo_partnerId_idx" ON "PartnerLogo"("partnerId");
CREATE TABLE "new_ClaimFile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "claimId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "sha256" TEXT,
    "storageKey" TEXT,
    "data" BLOB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ClaimFile_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ClaimFile" ("claimId", "createdAt", "data", "fileName", "id", "mimeType", "sizeBytes") SELECT "claimId", "createdAt", "data", "fileName", "id", "mimeType", "sizeBytes" FROM "ClaimFile";
DROP TABLE "ClaimFile";
ALTER TABLE "new_ClaimFile" RENAME TO "ClaimFile";
CREATE UNIQUE INDEX "ClaimFile_storageKey_key" ON "ClaimFile"("storageKey");
CREATE INDEX "ClaimFile_claimId_idx" ON "ClaimFile"("claimId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

