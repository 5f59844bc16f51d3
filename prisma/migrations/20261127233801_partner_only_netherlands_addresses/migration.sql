-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Partner" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "languages" TEXT NOT NULL DEFAULT 'nl,en,de,fr',
    "defaultLanguage" TEXT NOT NULL DEFAULT 'nl',
    "hideKvk" BOOLEAN NOT NULL DEFAULT false,
    "allowManualCompanyInformation" BOOLEAN NOT NULL DEFAULT true,
    "loginViaEmailAvailable" BOOLEAN NOT NULL DEFAULT true,
    "googleTagManagerCode" TEXT,
    "googleTagManagerId" TEXT,
    "validatePolicyStartDate" BOOLEAN NOT NULL DEFAULT false,
    "logoPrimary" TEXT,
    "logoSecondary" TEXT,
    "fontPrimary" TEXT,
    "supportEmail" TEXT,
    "supportPhoneNumber" TEXT,
    "supportWhatsappUrl" TEXT,
    "chatWidgetKey" TEXT,
    "isDirect" BOOLEAN NOT NULL DEFAULT false,
    "enableVisualEffects" BOOLEAN NOT NULL DEFAULT true,
    "hideProfessionsOnWelcomeScreen" BOOLEAN NOT NULL DEFAULT false,
    "hideProfessionPage" BOOLEAN NOT NULL DEFAULT false,
    "hideInvoicesAndSupport" BOOLEAN NOT NULL DEFAULT false,
    "disableLogoLink" BOOLEAN NOT NULL DEFAULT false,
    "backToPartnerSiteUrl" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "partnerBankDiscountPercent" INTEGER NOT NULL DEFAULT 0,
    "partnerBankIbanCode" TEXT,
    "linkSigningSecret" TEXT,
    "checkinReturnUrl" TEXT,
    "translations" TEXT,
    "availableLanguages" TEXT,
    "deeplinkUrl" TEXT,
    "deeplinkWebUrl" TEXT,
    "deeplinkDismissText" TEXT,
    "insurerName" TEXT,
    "afmNumber" TEXT,
    "kifidNumber" TEXT,
    "brokerQuoteUrl" TEXT,
    "onlyNetherlandsAddresses" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Partner" ("afmNumber", "allowManualCompanyInformation", "availableLanguages", "backToPartnerSiteUrl", "brokerQuoteUrl", "chatWidgetKey", "checkinReturnUrl", "createdAt", "currency", "deeplinkDismissText", "deeplinkUrl", "deeplinkWebUrl", "defaultLanguage", "disableLogoLink", "displayName", "enableVisualEffects", "fontPrimary", "googleTagManagerCode", "googleTagManagerId", "hideInvoicesAndSupport", "hideKvk", "hideProfessionPage", "hideProfessionsOnWelcomeScreen", "id", "insurerName", "isDefault", "isDirect", "kifidNumber", "languages", "linkSigningSecret", "loginViaEmailAvailable", "logoPrimary", "logoSecondary", "name", "partnerBankDiscountPercent", "partnerBankIbanCode", "supportEmail", "supportPhoneNumber", "supportWhatsappUrl", "translations", "updatedAt", "validatePolicyStartDate") SELECT "afmNumber", "allowManualCompanyInformation", "availableLanguages", "backToPartnerSiteUrl", "brokerQuoteUrl", "chatWidgetKey", "checkinReturnUrl", "createdAt", "currency", "deeplinkDismissText", "deeplinkUrl", "deeplinkWebUrl", "defaultLanguage", "disableLogoLink", "displayName", "enableVisualEffects", "fontPrimary", "googleTagManagerCode", "googleTagManagerId", "hideInvoicesAndSupport", "hideKvk", "hideProfessionPage", "hideProfessionsOnWelcomeScreen", "id", "insurerName", "isDefault", "isDirect", "kifidNumber", "languages", "linkSigningSecret", "loginViaEmailAvailable", "logoPrimary", "logoSecondary", "name", "partnerBankDiscountPercent", "partnerBankIbanCode", "supportEmail", "supportPhoneNumber", "supportWhatsappUrl", "translations", "updatedAt", "validatePolicyStartDate" FROM "Partner";
DROP TABLE "Partner";
ALTER TABLE "new_Partner" RENAME TO "Partner";
CREATE UNIQUE INDEX "Partner_name_key" ON "Partner"("name");
CREATE INDEX "Partner_displayName_id_idx" ON "Partner"("displayName", "id");
CREATE INDEX "Partner_createdAt_id_idx" ON "Partner"("createdAt", "id");
CREATE INDEX "Partner_defaultLanguage_id_idx" ON "Partner"("defaultLanguage", "id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

