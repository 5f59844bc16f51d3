-- AlterTable
ALTER TABLE "Partner" ALTER COLUMN "validatePolicyStartDate" SET DEFAULT false;


-- The setting had no effect before this release, so no stored value was a choice: every
-- partner keeps allowing today, as it did (decision 0052).
UPDATE "Partner" SET "validatePolicyStartDate" = false;
