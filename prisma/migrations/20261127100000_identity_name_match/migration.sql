-- AlterTable
ALTER TABLE "IdentityVerification" ADD COLUMN "nameOfPolicyholder" TEXT;
ALTER TABLE "IdentityVerification" ADD COLUMN "nameOnDocument" TEXT;

-- AlterTable
ALTER TABLE "BuiltinIdentitySession" ADD COLUMN "verifiedFirstName" TEXT;
ALTER TABLE "BuiltinIdentitySession" ADD COLUMN "verifiedLastName" TEXT;
