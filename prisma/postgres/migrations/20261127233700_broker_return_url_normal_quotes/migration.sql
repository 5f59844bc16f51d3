-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "brokerQuoteUrl" TEXT;

-- AlterTable
ALTER TABLE "Quote" ALTER COLUMN "brokerId" DROP NOT NULL;

