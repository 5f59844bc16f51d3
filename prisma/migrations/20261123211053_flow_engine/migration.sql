-- CreateTable
CREATE TABLE "TariffFactor" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "productId" TEXT NOT NULL,
    "input" TEXT NOT NULL,
    "fromValue" INTEGER,
    "toValue" INTEGER,
    "factorPermille" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TariffFactor_productId_fkey" FOREIGN KEY ("productId") REFERENCES "InsuranceProduct" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "QuizResult" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "allowedAttempts" INTEGER NOT NULL DEFAULT 2,
    "lastScore" INTEGER NOT NULL DEFAULT 0,
    "questionCount" INTEGER NOT NULL DEFAULT 0,
    "passed" BOOLEAN NOT NULL DEFAULT false,
    "alternativeSentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "QuizResult_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "QuizResult_productId_fkey" FOREIGN KEY ("productId") REFERENCES "InsuranceProduct" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_InsuranceProduct" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "names" JSONB NOT NULL,
    "descriptions" JSONB NOT NULL,
    "grossMonthlyCents" INTEGER NOT NULL,
    "netMonthlyCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "requireIdentityVerification" BOOLEAN NOT NULL DEFAULT false,
    "analyticsId" TEXT NOT NULL,
    "startDateFromTomorrow" BOOLEAN NOT NULL DEFAULT false,
    "maxRiskClass" INTEGER NOT NULL DEFAULT 4,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "faq" JSONB,
    "documents" JSONB,
    "infoCards" JSONB,
    "presets" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_InsuranceProduct" ("active", "analyticsId", "createdAt", "currency", "descriptions", "documents", "faq", "grossMonthlyCents", "id", "infoCards", "maxRiskClass", "names", "netMonthlyCents", "requireIdentityVerification", "slug", "startDateFromTomorrow", "type", "updatedAt") SELECT "active", "analyticsId", "createdAt", "currency", "descriptions", "documents", "faq", "grossMonthlyCents", "id", "infoCards", "maxRiskClass", "names", "netMonthlyCents", "requireIdentityVerification", "slug", "startDateFromTomorrow", "type", "updatedAt" FROM "InsuranceProduct";
DROP TABLE "InsuranceProduct";
ALTER TABLE "new_InsuranceProduct" RENAME TO "InsuranceProduct";
CREATE UNIQUE INDEX "InsuranceProduct_slug_key" ON "InsuranceProduct"("slug");
CREATE TABLE "new_QuestionOption" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "questionId" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "labels" JSONB NOT NULL,
    "consequence" TEXT NOT NULL DEFAULT 'none',
    "priceFactorPermille" INTEGER NOT NULL DEFAULT 1000,
    "perClaimCents" INTEGER,
    "perYearCents" INTEGER,
    "deductibleCents" INTEGER,
    "isCorrect" BOOLEAN NOT NULL DEFAULT false,
    "underwriting" TEXT NOT NULL DEFAULT 'none',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "QuestionOption_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_QuestionOption" ("consequence", "createdAt", "deductibleCents", "id", "labels", "perClaimCents", "perYearCents", "position", "priceFactorPermille", "questionId", "updatedAt", "value") SELECT "consequence", "createdAt", "deductibleCents", "id", "labels", "perClaimCents", "perYearCents", "position", "priceFactorPermille", "questionId", "updatedAt", "value" FROM "QuestionOption";
DROP TABLE "QuestionOption";
ALTER TABLE "new_QuestionOption" RENAME TO "QuestionOption";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "TariffFactor_productId_idx" ON "TariffFactor"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "QuizResult_userId_productId_key" ON "QuizResult"("userId", "productId");

