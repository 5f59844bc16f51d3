-- AlterTable
ALTER TABLE "ColourKey" ADD COLUMN "titles" JSONB;

