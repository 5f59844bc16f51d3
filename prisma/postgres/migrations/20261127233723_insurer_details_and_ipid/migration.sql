-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "afmNumber" TEXT,
ADD COLUMN     "insurerName" TEXT,
ADD COLUMN     "kifidNumber" TEXT;

-- AlterTable
ALTER TABLE "InsuranceProduct" ADD COLUMN     "ipid" JSONB;

