-- AlterTable
ALTER TABLE "InsuranceProduct" DROP COLUMN "flowKind",
ADD COLUMN     "presets" JSONB;

-- AlterTable
ALTER TABLE "QuestionOption" ADD COLUMN     "isCorrect" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "underwriting" TEXT NOT NULL DEFAULT 'none';

-- CreateTable
CREATE TABLE "TariffFactor" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "input" TEXT NOT NULL,
    "fromValue" INTEGER,
    "toValue" INTEGER,
    "factorPermille" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TariffFactor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuizResult" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "allowedAttempts" INTEGER NOT NULL DEFAULT 2,
    "lastScore" INTEGER NOT NULL DEFAULT 0,
    "questionCount" INTEGER NOT NULL DEFAULT 0,
    "passed" BOOLEAN NOT NULL DEFAULT false,
    "alternativeSentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QuizResult_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TariffFactor_productId_idx" ON "TariffFactor"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "QuizResult_userId_productId_key" ON "QuizResult"("userId", "productId");

-- AddForeignKey
ALTER TABLE "TariffFactor" ADD CONSTRAINT "TariffFactor_productId_fkey" FOREIGN KEY ("productId") REFERENCES "InsuranceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuizResult" ADD CONSTRAINT "QuizResult_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuizResult" ADD CONSTRAINT "QuizResult_productId_fkey" FOREIGN KEY ("productId") REFERENCES "InsuranceProduct"("id") ON DELETE CASCADE ON UPDATE CASCADE;

