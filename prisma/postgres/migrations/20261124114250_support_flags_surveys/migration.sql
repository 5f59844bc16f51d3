-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "availableLanguages" TEXT,
ADD COLUMN     "deeplinkDismissText" TEXT,
ADD COLUMN     "deeplinkUrl" TEXT,
ADD COLUMN     "deeplinkWebUrl" TEXT,
ADD COLUMN     "translations" TEXT;

-- AlterTable
ALTER TABLE "SurveyResponse" ADD COLUMN     "answers" JSONB,
ADD COLUMN     "cancellationReason" TEXT,
ADD COLUMN     "completedAt" TIMESTAMP(3),
ADD COLUMN     "effortScore" INTEGER,
ADD COLUMN     "policyId" TEXT,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ALTER COLUMN "rating" DROP NOT NULL;

-- CreateTable
CREATE TABLE "SupportChannel" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "productType" TEXT,
    "availability" TEXT NOT NULL DEFAULT 'always',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SupportChannel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatConversation" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "userId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "visitorName" TEXT,
    "visitorEmail" TEXT,
    "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "staffReadAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatConversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "staffId" TEXT,
    "body" TEXT NOT NULL,
    "sources" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeatureFlag" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "environment" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "includePartners" JSONB NOT NULL DEFAULT '[]',
    "excludePartners" JSONB NOT NULL DEFAULT '[]',
    "includeUsers" JSONB NOT NULL DEFAULT '[]',
    "excludeUsers" JSONB NOT NULL DEFAULT '[]',
    "extra" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeatureFlag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ErrorLogEntry" (
    "id" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "release" TEXT NOT NULL,
    "route" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "status" INTEGER,
    "requestId" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ErrorLogEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SupportChannel_partnerId_position_idx" ON "SupportChannel"("partnerId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "SupportChannel_partnerId_kind_productType_key" ON "SupportChannel"("partnerId", "kind", "productType");

-- CreateIndex
CREATE INDEX "ChatConversation_partnerId_status_lastMessageAt_idx" ON "ChatConversation"("partnerId", "status", "lastMessageAt");

-- CreateIndex
CREATE INDEX "ChatConversation_userId_idx" ON "ChatConversation"("userId");

-- CreateIndex
CREATE INDEX "ChatMessage_conversationId_createdAt_idx" ON "ChatMessage"("conversationId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "FeatureFlag_key_environment_key" ON "FeatureFlag"("key", "environment");

-- CreateIndex
CREATE UNIQUE INDEX "ErrorLogEntry_fingerprint_key" ON "ErrorLogEntry"("fingerprint");

-- CreateIndex
CREATE INDEX "ErrorLogEntry_lastSeenAt_idx" ON "ErrorLogEntry"("lastSeenAt");

-- AddForeignKey
ALTER TABLE "SupportChannel" ADD CONSTRAINT "SupportChannel_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "ChatConversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

