-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "onlyNetherlandsAddresses" BOOLEAN NOT NULL DEFAULT false;

