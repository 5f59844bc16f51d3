-- AlterTable
ALTER TABLE "User" ADD COLUMN     "iban" TEXT;

