// The insurance product information document (IPID, EU IDD art. 20 and Regulation 2017/1469)
// of a product, built from the product's own data: its description, the cover amounts and
// deductibles of its price questions, the facts stored with it (what is not insured, restrictions,
// territory, obligations) and the platform's rules on payment, start, end and cancellation.
// Pure: the caller hands in the translation function of the language (server or test).
import { formatMoney } from "../platform/formatting";
import { isLanguage, type Language } from "../platform/languages";
import { pickTranslation } from "../platform/translated-text";
import { isTaxExempt } from "./rating";

/** The sections of the EU's IPID template, in its order. */
export const IPID_SECTIONS = ["insured", "notInsured", "restrictions", "where", "obligations", "payment", "cover", "cancel"] as const;
export type IpidSection = (typeof IPID_SECTIONS)[number];

/** The sections whose product-specific lines are stored with the product (InsuranceProduct.ipid). */
export const IPID_FACT_SECTIONS = ["insured", "notInsured", "restrictions", "where", "obligations"] as const;
export type IpidFactSection = (typeof IPID_FACT_SECTIONS)[number];

/** The IPID's page and its PDF (routes.ts): one place for every link to them. */
export function ipidPaths(slug: string): { page: string; pdf: string } {
  return { page: `/products/${slug}/ipid`, pdf: `/products/${slug}/documents/ipid` };
}

/** Stored facts: per section, per language, a list of lines. */
export type IpidFacts = Partial<Record<IpidFactSection, Partial<Record<Language, string[]>>>>;

/** What the builder reads of a product (a catalogue product satisfies it). */
export type IpidProduct = {
  slug: string;
  type: string;
  names: unknown;
  descriptions: unknown;
  currency: string;
  startDateFromTomorrow: boolean;
  requireIdentityVerification: boolean;
  ipid: unknown;
  questions: readonly {
    field: string | null;
    options: readonly { perClaimCents: number | null; perYearCents: number | null; deductibleCents: number | null }[];
  }[];
};

/** Who offers the product: the name and registrations shown on it (trust-details.ts). */
export type IpidProvider = { name: string; afmNumber: string; kifidNumber: string };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type IpidDocument = {
  title: string;
  productName: string;
  intro: string;
  provider: string;
  sections: { id: IpidSection; heading: string; items: string[] }[];
  footer: string;
};

/** The stored facts as the builder uses them: anything malformed is left out, never an error. */
export function parseIpidFacts(stored: unknown): IpidFacts {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return {};
  const facts: IpidFacts = {};
  for (const section of IPID_FACT_SECTIONS) {
    const perLanguage = (stored as Record<string, unknown>)[section];
    if (!perLanguage || typeof perLanguage !== "object" || Array.isArray(perLanguage)) continue;
    const clean: Partial<Record<Language, string[]>> = {};
    for (const [language, lines] of Object.entries(perLanguage)) {
      if (!isLanguage(language) || !Array.isArray(lines)) continue;
      const texts = lines.filter((line): line is string => typeof line === "string" && line.trim() !== "").map((line) => line.trim());
      if (texts.length > 0) clean[language] = texts;
    }
    if (Object.keys(clean).length > 0) facts[section] = clean;
  }
  return facts;
}

/** A section's stored lines in the language, else in Dutch (the catalogue's first language). */
function factLines(facts: IpidFacts, section: IpidFactSection, language: Language): string[] {
  const perLanguage = facts[section];
  return perLanguage?.[language] ?? perLanguage?.nl ?? [];
}

/** The distinct positive-or-zero amounts of one option column, lowest first. */
function amounts(product: IpidProduct, column: "perClaimCents" | "perYearCents" | "deductibleCents"): number[] {
  const found = new Set<number>();
  for (const question of product.questions)
    for (const option of question.options) {
      const cents = option[column];
      if (typeof cents === "number" && Number.isSafeInteger(cents) && cents >= 0) found.add(cents);
    }
  return [...found].sort((a, b) => a - b);
}

/** "€ 250, € 500 or € 1.000" in the language's words ("of", "or", "oder", "ou"). */
function choiceList(cents: readonly number[], currency: string, t: Translate): string {
  const money = cents.map((value) => formatMoney(value, currency));
  if (money.length <= 1) return money.join("");
  return t("ipid.list", { items: money.slice(0, -1).join(", "), last: money.at(-1)! });
}

/**
 * The IPID of a product in one language. Every section has at least one line: where the product
 * stores none, a generic line says where the full terms are (the policy conditions).
 */
export function buildIpid(product: IpidProduct, language: Language, provider: IpidProvider, t: Translate): IpidDocument {
  const productName = pickTranslation(product.names, language);
  const facts = parseIpidFacts(product.ipid);
  const description = pickTranslation(product.descriptions, language);
  const currency = product.currency || "EUR";

  const perClaim = amounts(product, "perClaimCents");
  const perYear = amounts(product, "perYearCents");
  const deductibles = amounts(product, "deductibleCents");

  const insured = [description, ...factLines(facts, "insured", language)].filter(Boolean);
  if (perClaim.length > 0) insured.push(t("ipid.items.perClaim", { amounts: choiceList(perClaim, currency, t) }));
  if (perYear.length > 0) insured.push(t("ipid.items.perYear", { amounts: choiceList(perYear, currency, t) }));

  const restrictions = [...factLines(facts, "restrictions", language)];
  if (deductibles.length === 1) restrictions.push(t("ipid.items.deductibleFixed", { amount: choiceList(deductibles, currency, t) }));
  else if (deductibles.length > 1) restrictions.push(t("ipid.items.deductibleChoice", { amounts: choiceList(deductibles, currency, t) }));

  const obligations = [
    ...factLines(facts, "obligations", language),
    t("ipid.items.obligationTruth"),
    t("ipid.items.obligationChanges"),
    t("ipid.items.obligationClaims"),
  ];

  const payment = [
    t("ipid.items.paymentMonthly"),
    isTaxExempt(product.type) ? t("ipid.items.paymentTaxExempt") : t("ipid.items.paymentTax"),
  ];

  const cover = [
    product.startDateFromTomorrow ? t("ipid.items.startTomorrow") : t("ipid.items.startToday"),
    ...(product.requireIdentityVerification ? [t("ipid.items.startAfterIdentity")] : []),
    t("ipid.items.end"),
  ];

  const cancel = [t("ipid.items.coolingOff"), t("ipid.items.cancel")];

  const lines: Record<IpidSection, string[]> = {
    insured,
    notInsured: factLines(facts, "notInsured", language),
    restrictions,
    where: factLines(facts, "where", language),
    obligations,
    payment,
    cover,
    cancel,
  };
  return {
    title: t("ipid.title", { product: productName }),
    productName,
    intro: t("ipid.intro"),
    provider: t("ipid.provider", { name: provider.name, afm: provider.afmNumber, kifid: provider.kifidNumber }),
    sections: IPID_SECTIONS.map((id) => ({
      id,
      heading: t(`ipid.sections.${id}`),
      items: lines[id].length > 0 ? lines[id] : [t("ipid.items.seeConditions")],
    })),
    footer: t("ipid.footer"),
  };
}
