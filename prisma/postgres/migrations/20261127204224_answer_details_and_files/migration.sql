-- AlterTable
ALTER TABLE "QuestionOption" ADD COLUMN     "asksDetails" TEXT NOT NULL DEFAULT 'none';

-- AlterTable
ALTER TABLE "Answer" ADD COLUMN     "explanation" TEXT;

-- CreateTable
CREATE TABLE "AnswerFile" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "removedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AnswerFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AnswerFile_storageKey_key" ON "AnswerFile"("storageKey");

-- CreateIndex
CREATE INDEX "AnswerFile_userId_questionId_idx" ON "AnswerFile"("userId", "questionId");

-- AddForeignKey
ALTER TABLE "AnswerFile" ADD CONSTRAINT "AnswerFile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

