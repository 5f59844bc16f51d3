-- CreateIndex
CREATE INDEX "Partner_displayName_id_idx" ON "Partner"("displayName", "id");

-- CreateIndex
CREATE INDEX "Partner_createdAt_id_idx" ON "Partner"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Partner_defaultLanguage_id_idx" ON "Partner"("defaultLanguage", "id");

-- CreateIndex
CREATE INDEX "User_isGuest_createdAt_id_idx" ON "User"("isGuest", "createdAt", "id");

-- CreateIndex
CREATE INDEX "User_isGuest_email_id_idx" ON "User"("isGuest", "email", "id");

-- CreateIndex
CREATE INDEX "User_isGuest_firstName_id_idx" ON "User"("isGuest", "firstName", "id");

-- CreateIndex
CREATE INDEX "User_isGuest_lastName_id_idx" ON "User"("isGuest", "lastName", "id");

