// What the support assistant knows on this server (decision 0048): the partner's catalogue with
// its product pages and documents, and the signed-in customer's own policies, read with the
// partner AND the user in the query so no other customer's policy can ever be a passage.
import { hasMeaning } from "~/domain/catalogue/question-fields";
import { catalogueDocuments, policyDocuments, type CatalogueEntry } from "~/domain/support/assistant-answer";
import type { AssistantDocument } from "~/domain/support/assistant-retrieval";
import type { Language } from "~/domain/platform/languages";
import { pickTranslation } from "~/domain/platform/translated-text";
import { serverT } from "~/server/platform/i18n.server";
import { partnerCatalogue } from "../catalogue/catalogue.server";
import { config } from "../platform/config.server";
import { db } from "../platform/db.server";
import { shownPriceOf } from "../catalogue/shown-price.server";
import { DEFAULT_RISK_CLASS, isOffered } from "~/domain/catalogue/product-quote";
import { todayInAmsterdam } from "~/domain/platform/validation";
import { createAssistant, type AssistantProvider, type Translations } from "../providers/assistant.server";
import type { VisitorPricing } from "~/domain/catalogue/shown-price";

export const assistantTranslations: Translations = async (language) => {
  const t = await serverT(language, "assistant");
  return (key, values) => t(key, values ?? {});
};

/** A new visitor's pricing: no profession, answers or discount. */
const NEW_VISITOR: VisitorPricing = { riskClass: DEFAULT_RISK_CLASS, answers: new Map(), discountPercent: 0 };

export async function assistantDocuments(
  partnerId: string,
  userId: string | null,
  language: Language,
  pricing: VisitorPricing | null = null,
): Promise<AssistantDocument[]> {
  const [catalogue, t] = await Promise.all([partnerCatalogue(partnerId), assistantTranslations(language)]);
  // The price the asker's own card shows (decision 0086): their profession, answers and discount.
  const context = { ...(pricing ?? NEW_VISITOR), today: todayInAmsterdam() };
  const entries: CatalogueEntry[] = catalogue
    .filter((product) => product.type !== "checkin")
    .map((product) => ({
      ...product,
      ...(isOffered(product, context.riskClass)
        ? (({ grossMonthlyCents, kind }) => ({ grossMonthlyCents, priceKind: kind }))(shownPriceOf(product, context))
        : { grossMonthlyCents: 0, priceKind: "from" as const }),
      coverPerClaimCents: [
        ...new Set(
          product.questions
            .filter((question) => hasMeaning(question, "insuredValue", "per-claim"))
            .flatMap((question) => question.options.map((option) => option.perClaimCents))
            .filter((cents): cents is number => typeof cents === "number" && cents > 0),
        ),
      ],
    }));
  const documents = catalogueDocuments(entries, language, t);
  if (!userId) return documents;
  const policies = await db.policy.findMany({
    where: { userId, partnerId },
    orderBy: [{ startDate: "desc" }, { createdAt: "desc" }],
    take: 50,
    select: {
      id: true,
      number: true,
      status: true,
      startDate: true,
      endDate: true,
      grossMonthlyCents: true,
      currency: true,
      perClaimCents: true,
      product: { select: { slug: true, type: true, names: true } },
    },
  });
  return [...documents, ...policyDocuments(policies, language, t)];
}

let chosen: AssistantProvider | undefined;

/** The configured assistant, chosen once from ASSISTANT_PROVIDER. */
export function assistant(): AssistantProvider {
  return (chosen ??= createAssistant(config.assistant, assistantDocuments, assistantTranslations));
}

/** The product type of the page's ?product= when the partner offers it, with its name; else null. */
export async function narrowedProduct(partnerId: string, type: string | null, language: Language) {
  if (!type) return null;
  const product = (await partnerCatalogue(partnerId)).find((candidate) => candidate.type === type && candidate.type !== "checkin");
  return product ? { type: product.type, name: pickTranslation(product.names, language) } : null;
}

/** Whom the assistant greets: the signed-in customer's name (else the address) and address, on this partner only. */
export async function assistantUser(partnerId: string, customerId: string): Promise<{ name: string; email: string } | null> {
  const row = await db.user.findFirst({ where: { id: customerId, partnerId }, select: { firstName: true, lastName: true, email: true } });
  if (!row) return null;
  const email = row.email ?? "";
  return { name: [row.firstName, row.lastName].filter(Boolean).join(" ") || email, email };
}
