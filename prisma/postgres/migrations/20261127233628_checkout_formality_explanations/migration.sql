-- AlterTable
ALTER TABLE "Checkout" ADD COLUMN     "formalityExplanations" JSONB;

