-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "checkinReturnUrl" TEXT;

-- AlterTable
ALTER TABLE "Checkout" ADD COLUMN     "variant" TEXT NOT NULL DEFAULT 'default';

-- CreateTable
CREATE TABLE "CheckedInInsurance" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "checkoutId" TEXT NOT NULL,
    "insurer" TEXT NOT NULL,
    "kinds" JSONB NOT NULL,
    "perClaimCents" INTEGER NOT NULL,
    "perYearCents" INTEGER NOT NULL,
    "renewalDate" TEXT NOT NULL,
    "monthlyPremiumCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckedInInsurance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CheckedInInsurance_checkoutId_key" ON "CheckedInInsurance"("checkoutId");

-- CreateIndex
CREATE INDEX "CheckedInInsurance_userId_createdAt_idx" ON "CheckedInInsurance"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "CheckedInInsurance" ADD CONSTRAINT "CheckedInInsurance_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckedInInsurance" ADD CONSTRAINT "CheckedInInsurance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckedInInsurance" ADD CONSTRAINT "CheckedInInsurance_checkoutId_fkey" FOREIGN KEY ("checkoutId") REFERENCES "Checkout"("id") ON DELETE CASCADE ON UPDATE CASCADE;

