-- AlterTable
ALTER TABLE "Partner" ADD COLUMN "afmNumber" TEXT;
ALTER TABLE "Partner" ADD COLUMN "insurerName" TEXT;
ALTER TABLE "Partner" ADD COLUMN "kifidNumber" TEXT;

-- AlterTable
ALTER TABLE "InsuranceProduct" ADD COLUMN "ipid" JSONB;

