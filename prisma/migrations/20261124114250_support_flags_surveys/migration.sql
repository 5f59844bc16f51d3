-- AlterTable
ALTER TABLE "Partner" ADD COLUMN "availableLanguages" TEXT;
ALTER TABLE "Partner" ADD COLUMN "deeplinkDismissText" TEXT;
ALTER TABLE "Partner" ADD COLUMN "deeplinkUrl" TEXT;
ALTER TABLE "Partner" ADD COLUMN "deeplinkWebUrl" TEXT;
ALTER TABLE "Partner" ADD COLUMN "translations" TEXT;

-- CreateTable
CREATE TABLE "SupportChannel" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "productType" TEXT,
    "availability" TEXT NOT NULL DEFAULT 'always',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SupportChannel_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ChatConversation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "userId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "visitorName" TEXT,
    "visitorEmail" TEXT,
    "lastMessageAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "staffReadAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ChatConversation_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ChatConversation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "conversationId" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "staffId" TEXT,
    "body" TEXT NOT NULL,
    "sources" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ChatMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "ChatConversation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeatureFlag" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "environment" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "includePartners" JSONB NOT NULL DEFAULT [],
    "excludePartners" JSONB NOT NULL DEFAULT [],
    "includeUsers" JSONB NOT NULL DEFAULT [],
    "excludeUsers" JSONB NOT NULL DEFAULT [],
    "extra" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ErrorLogEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "fingerprint" TEXT NOT NULL,
    "release" TEXT NOT NULL,
    "route" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "status" INTEGER,
    "requestId" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "firstSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_SurveyResponse" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "userId" TEXT,
    "survey" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "policyId" TEXT,
    "rating" INTEGER,
    "feedback" TEXT,
    "answers" JSONB,
    "cancellationReason" TEXT,
    "effortScore" INTEGER,
    "completedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SurveyResponse_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SurveyResponse_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_SurveyResponse" ("createdAt", "feedback", "id", "partnerId", "productId", "rating", "survey", "userId") SELECT "createdAt", "feedback", "id", "partnerId", "productId", "rating", "survey", "userId" FROM "SurveyResponse";
DROP TABLE "SurveyResponse";
ALTER TABLE "new_SurveyResponse" RENAME TO "SurveyResponse";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

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

