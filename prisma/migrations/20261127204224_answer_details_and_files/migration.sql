-- AlterTable
ALTER TABLE "Answer" ADD COLUMN "explanation" TEXT;

-- CreateTable
CREATE TABLE "AnswerFile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "removedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AnswerFile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "asksDetails" TEXT NOT NULL DEFAULT 'none',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "QuestionOption_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_QuestionOption" ("consequence", "createdAt", "deductibleCents", "id", "isCorrect", "labels", "perClaimCents", "perYearCents", "position", "priceFactorPermille", "questionId", "underwriting", "updatedAt", "value") SELECT "consequence", "createdAt", "deductibleCents", "id", "isCorrect", "labels", "perClaimCents", "perYearCents", "position", "priceFactorPermille", "questionId", "underwriting", "updatedAt", "value" FROM "QuestionOption";
DROP TABLE "QuestionOption";
ALTER TABLE "new_QuestionOption" RENAME TO "QuestionOption";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "AnswerFile_storageKey_key" ON "AnswerFile"("storageKey");

-- CreateIndex
CREATE INDEX "AnswerFile_userId_questionId_idx" ON "AnswerFile"("userId", "questionId");

