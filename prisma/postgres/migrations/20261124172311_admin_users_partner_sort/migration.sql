-- CreateIndex
CREATE INDEX "User_partnerId_isGuest_id_idx" ON "User"("partnerId", "isGuest", "id");

