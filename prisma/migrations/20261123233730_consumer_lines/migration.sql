-- AlterTable
ALTER TABLE "InsuranceProduct" ADD COLUMN "clause" JSONB;

-- AlterTable
ALTER TABLE "Answer" ADD COLUMN "details" JSONB;

-- AlterTable
ALTER TABLE "Policy" ADD COLUMN "insuredObject" JSONB;

