// Broker quotations on the server (spec sections 1, 4, 6): the broker's form (which products
// and price questions, the premium from the same rating engine as the funnel), sending the
// quote by e-mail with a link to the partner's own host, the broker's list, and the customer's
// side: opening the link, putting the quote in the cart, buying it once.
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import { isLanguage, type Language } from "~/domain/platform/languages";
import { isOffered, quoteProduct, riskClassOf, type AnswerLike } from "~/domain/catalogue/product-quote";
import { orderQuestions, priceOnlyQuestions } from "~/domain/catalogue/question-flow";
import { answerFieldName, answerInput, fieldMeaning, isSharedField, questionWithMeaning } from "~/domain/catalogue/question-fields";
import { refusalMessage } from "~/domain/catalogue/car-underwriting";
import { questionViewOf, type QuestionView } from "~/domain/checkout/question-view";
import {
  conversionPerMonth,
  isReminderDue,
  pipelineStatus,
  statusCounts,
  type MonthConversion,
  quoteAccess,
  type PipelineStatus,
  type QuoteRefusal,
  type QuoteType,
} from "~/domain/broker/broker-quotes";
import { checkExpiryDate, isExpired, isQuoteOpen, QUOTATION_MESSAGES, quoteStatus, type QuoteStatus } from "~/domain/checkout/quotation";
import { sumPremiums, type Cover } from "~/domain/catalogue/rating";
import { documentNumber } from "~/domain/billing/sepa";
import type { StaffIdentity } from "~/domain/staff/staff";
import { pickTranslation } from "~/domain/platform/translated-text";
import { checkEmail, todayInAmsterdam, VALIDATION_MESSAGES } from "~/domain/platform/validation";
import { serverT } from "~/server/platform/i18n.server";
import { writeAudit } from "../platform/audit.server";
import { partnerCatalogue, type CatalogueProduct, type CatalogueQuestion } from "../catalogue/catalogue.server";
import { db, type Prisma } from "../platform/db.server";
import { notFound } from "../platform/guards.server";
import { loadPartner, type LoadedPartner } from "../platform/partner.server";
import { allProfessionNames, findProfession } from "../catalogue/professions.server";
import { escapeHtml, sendMailSafely, withFooter } from "../providers/mail.server";
import { trustLines } from "../platform/trust-details.server";
import { QuoteClosedError } from "../checkout/quote-cart.server";
import { visitorById, type Visitor } from "../platform/session.server";
import { partnerUrl } from "../platform/public-url.server";
import { quotationPath } from "~/domain/checkout/flows/outcome-paths";
import { checkAnswers, type AskedQuestion } from "../checkout/answers.server";

const NAME_MAX_LENGTH = 100;

// ------------------------------------------------------------------------------------------
// The broker's partner

/** The partner a broker works for (not the host's): their products, their customers' host. */
export async function brokerPartner(staff: StaffIdentity): Promise<LoadedPartner> {
  const row = staff.partnerId
    ? await db.partner.findUnique({ where: { id: staff.partnerId }, select: { name: true, isDefault: true } })
    : null;
  const partner = row ? await loadPartner(row.isDefault ? { kind: "default" } : { kind: "named", name: row.name }) : null;
  if (!partner) notFound();
  return partner;
}

/** The quotation link on the partner's own host, in the customer's language when the broker chose one. */
export function quotationLink(request: Request, partner: LoadedPartner, quoteId: string, language?: string | null): string {
  const path = quotationPath(quoteId) + (language && isLanguage(language) ? `&lng=${language}` : "");
  return partnerUrl(partner.config, path, request);
}

// ------------------------------------------------------------------------------------------
// The form: products of the partner and the questions that price them

/**
 * The questions that set a product's price (spec section 5, price-only mode): the options, and
 * what the rating reads besides them (a birth date, an income, a plate, an address, a device's
 * price), so the broker's price is the one the checkout charges (decision 0080).
 */
export function priceQuestionsOf(product: Pick<CatalogueProduct, "questions">): CatalogueQuestion[] {
  return priceOnlyQuestions(orderQuestions(product.questions)).filter((question) => answerInput(question) !== "multiselect");
}

/** Products the shop sells for at least one profession (the check-in product never). */
async function quotableCatalogue(partnerId: string): Promise<CatalogueProduct[]> {
  const catalogue = await partnerCatalogue(partnerId);
  return catalogue.filter((product) => product.tariffs.some((tariff) => isOffered(product, tariff.riskClass)));
}

export type QuoteFormProduct = { id: string; name: string; questions: QuestionView[] };

export async function quoteFormData(partner: LoadedPartner, language: Language) {
  const [catalogue, professions] = await Promise.all([quotableCatalogue(partner.config.id), allProfessionNames(language)]);
  // What describes the customer or their home (a birth date, the address) is asked once, above the products.
  const shared: QuestionView[] = [];
  const products: QuoteFormProduct[] = catalogue.map((product) => ({
    id: product.id,
    name: pickTranslation(product.names, language),
    questions: priceQuestionsOf(product).flatMap((question) => {
      if (!isSharedField(question.field)) return [questionViewOf(question, language)];
      if (!shared.some((candidate) => candidate.field === question.field)) shared.push(questionViewOf(question, language));
      return [];
    }),
  }));
  const collator = new Intl.Collator(language);
  return {
    products,
    shared,
    languages: partner.config.availableLanguages,
    defaultLanguage: partner.config.defaultLanguage,
    professions: professions.map(({ id, name }) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name)),
  };
}

/** Everything the form posts, as text; kept to fill the form again after an error. */
export type QuoteFormValues = {
  customerName: string;
  customerEmail: string;
  professionId: string;
  productIds: string[];
  /** Field name (q-<questionId>, f-<shared field>) -> what was typed or chosen. */
  answers: Record<string, string>;
  expiresOn: string;
  /** The customer's language: the mail's and the link's. */
  language: string;
};

function text(form: FormData, name: string, max = 300): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** Reads the form. A price or any other field the form does not have is never read. */
export function readQuoteForm(form: FormData): QuoteFormValues {
  const productIds = [...new Set(form.getAll("productId").filter((value): value is string => typeof value === "string"))].slice(0, 50);
  const answers: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if ((name.startsWith("q-") || name.startsWith("f-")) && name.length < 100 && typeof value === "string")
      answers[name] = value.trim().slice(0, 200);
  }
  return {
    customerName: text(form, "customerName", 500),
    customerEmail: text(form, "customerEmail", 500).toLowerCase(),
    professionId: text(form, "professionId", 100),
    productIds,
    answers,
    expiresOn: text(form, "expiresOn", 20),
    language: text(form, "language", 5),
  };
}

/** An answer as a quote stores it: the checkout's answer, with what a register found (Answer.details). */
export type QuoteAnswer = AnswerLike;

export type PricedQuoteItem = {
  productId: string;
  /** questionId -> the answer that prices it. */
  answers: Record<string, QuoteAnswer>;
  netMonthlyCents: number;
  grossMonthlyCents: number;
};

export type QuoteCheck =
  | { ok: true; items: PricedQuoteItem[]; professionId: string; language: Language }
  | { ok: false; errors: Record<string, string>; errorValues: Record<string, Record<string, string | number>> };

/**
 * Validates the broker's form against the partner's catalogue and prices every chosen product
 * with the rating engine, exactly as the funnel does for a visitor of that profession with
 * those answers (no partner-bank discount: that is the customer's, known at checkout).
 */
export async function checkQuoteForm(partner: LoadedPartner, values: QuoteFormValues, today: string): Promise<QuoteCheck> {
  const errors: Record<string, string> = {};
  const errorValues: Record<string, Record<string, string | number>> = {};
  if (!values.customerName) errors.customerName = VALIDATION_MESSAGES.required;
  else if (values.customerName.length > NAME_MAX_LENGTH) errors.customerName = VALIDATION_MESSAGES.tooLong;
  if (!values.customerEmail) errors.customerEmail = VALIDATION_MESSAGES.required;
  else {
    const emailError = checkEmail(values.customerEmail);
    if (emailError) errors.customerEmail = emailError;
  }
  const language = isLanguage(values.language) && partner.config.availableLanguages.includes(values.language) ? values.language : null;
  if (values.language && !language) errors.language = QUOTATION_MESSAGES.languageNotOffered;
  const profession = await findProfession(values.professionId || null);
  if (!profession) errors.professionId = QUOTATION_MESSAGES.professionRequired;
  const expiryError = checkExpiryDate(values.expiresOn, today);
  if (expiryError) errors.expiresOn = expiryError;

  const catalogue = await quotableCatalogue(partner.config.id);
  const chosen = values.productIds.map((id) => catalogue.find((product) => product.id === id));
  if (chosen.length === 0) errors.productIds = QUOTATION_MESSAGES.productsRequired;
  // An id that is not one of the partner's products is tampering or a stale page.
  else if (chosen.some((product) => !product)) errors.productIds = QUOTATION_MESSAGES.productNotOffered;
  const products = chosen.filter((product): product is CatalogueProduct => !!product);
  const riskClass = riskClassOf(profession);
  if (profession && !errors.productIds && products.some((product) => !isOffered(product, riskClass))) {
    errors.productIds = QUOTATION_MESSAGES.productNotOffered;
  }

  // The checkout's own checks and register lookups (plate, address) over the chosen products' price questions.
  const asked: AskedQuestion[] = products.flatMap((product) =>
    priceQuestionsOf(product).map((question) => ({ question, productType: product.type })),
  );
  const form = {
    get: (name: string) => values.answers[name] ?? null,
    getAll: (name: string) => (values.answers[name] ? [values.answers[name]!] : []),
  };
  const checked = await checkAnswers(asked, form, today);
  Object.assign(errors, checked.errors);

  const items: PricedQuoteItem[] = [];
  for (const product of products) {
    const answers: Record<string, QuoteAnswer> = {};
    for (const { question, value } of checked.parsed) {
      // Stored compactly: only what the answer holds (an option, a date, an amount, a plate and its vehicle).
      if (question.productId === product.id && value)
        answers[question.id] = Object.fromEntries(Object.entries(value).filter(([, part]) => part != null)) as unknown as QuoteAnswer;
    }
    if (!profession || !isOffered(product, riskClass)) continue;
    const quote = quoteProduct(product, { riskClass, answers: answerMap(answers), today, discountPercent: 0 });
    // The insurer's refusal (spec section 8's car codes) is said at the plate, as the checkout says it.
    const refusal = refusalMessage(quote.refusal);
    if (refusal) {
      const plate = questionWithMeaning(priceQuestionsOf(product), "lookup", "vehicle");
      const field = plate ? answerFieldName(plate) : "productIds";
      errors[field] ??= refusal.key;
      errorValues[field] = refusal.values;
    }
    items.push({
      productId: product.id,
      answers,
      netMonthlyCents: quote.premium.netMonthlyCents,
      grossMonthlyCents: quote.premium.grossMonthlyCents,
    });
  }
  if (Object.keys(errors).length > 0 || !profession) return { ok: false, errors, errorValues };
  return { ok: true, items, professionId: profession.id, language: language ?? partner.config.defaultLanguage };
}

function answerMap(answers: Record<string, QuoteAnswer>): Map<string, AnswerLike> {
  return new Map(Object.entries(answers));
}

/** A stored answer back as an answer: older quotes stored only the option id. */
function quoteAnswerOf(raw: unknown): QuoteAnswer | null {
  if (typeof raw === "string") return { optionId: raw };
  if (!raw || typeof raw !== "object") return null;
  const value = raw as Record<string, unknown>;
  const str = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : null);
  const num = (key: string) => (typeof value[key] === "number" ? (value[key] as number) : null);
  return {
    optionId: str("optionId"),
    dateValue: str("dateValue"),
    moneyValueCents: num("moneyValueCents"),
    floatValue: num("floatValue"),
    textValue: str("textValue"),
    ...(value.details != null ? { details: value.details } : {}),
  };
}

/** How a typed answer reads in the summary: a date as DD-MM-YYYY, an amount in euros, a plate or an address as given. */
function answerText(answer: QuoteAnswer, currency: string): string | null {
  if (answer.dateValue) return formatDate(answer.dateValue);
  if (answer.moneyValueCents != null) return formatMoney(answer.moneyValueCents, currency);
  if (answer.floatValue != null) return String(answer.floatValue);
  return answer.textValue || null;
}

// ------------------------------------------------------------------------------------------
// What a quote reads like (broker preview, broker detail, the customer's summary, the e-mail)

export type QuoteLine = { label: string; value: string };
export type QuoteItemView = {
  productId: string;
  name: string;
  currency: string;
  answers: QuoteLine[];
  cover: Cover;
  netMonthlyCents: number;
  grossMonthlyCents: number;
};
export type QuoteSummaryView = {
  items: QuoteItemView[];
  totals: { netMonthlyCents: number; grossMonthlyCents: number };
  currency: string;
  professionName: string | null;
  expiresOn: string;
};

/** The items as the customer and the broker read them; prices as stored (or just computed). */
export async function summarise(
  partnerId: string,
  input: { professionId: string | null; expiresOn: string; items: readonly PricedQuoteItem[] },
  language: Language,
): Promise<QuoteSummaryView> {
  const [catalogue, profession] = await Promise.all([partnerCatalogue(partnerId), findProfession(input.professionId)]);
  const missing = input.items.filter((item) => !catalogue.some((product) => product.id === item.productId)).map((item) => item.productId);
  // A product the partner stopped offering still has its name on an old quote.
  const names = new Map(
    (missing.length
      ? await db.insuranceProduct.findMany({ where: { id: { in: missing } }, select: { id: true, names: true, currency: true } })
      : []
    ).map((row) => [row.id, row] as const),
  );
  const items = input.items.map((item): QuoteItemView => {
    const product = catalogue.find((candidate) => candidate.id === item.productId);
    const fallback = names.get(item.productId);
    const answers: QuoteLine[] = [];
    let cover: Cover = { perClaimCents: null, perYearCents: null, deductibleCents: null };
    if (product) {
      for (const question of priceQuestionsOf(product)) {
        const answer = item.answers[question.id];
        const option = question.options.find((candidate) => candidate.id === answer?.optionId);
        // Options that set an amount read as cover; the others (a waiting time, a household) as chosen.
        const setsCover = option && (option.perClaimCents ?? option.perYearCents ?? option.deductibleCents) != null;
        if (option && !setsCover)
          answers.push({ label: pickTranslation(question.texts, language), value: pickTranslation(option.labels, language) });
        const typed = !option && answer ? answerText(answer, product.currency) : null;
        if (typed) answers.push({ label: pickTranslation(question.texts, language), value: typed });
      }
      cover = quoteProduct(product, { riskClass: riskClassOf(profession), answers: answerMap(item.answers), today: todayInAmsterdam() })
        .premium.cover;
    }
    return {
      productId: item.productId,
      name: pickTranslation(product?.names ?? fallback?.names, language),
      currency: product?.currency ?? fallback?.currency ?? "EUR",
      answers,
      cover,
      netMonthlyCents: item.netMonthlyCents,
      grossMonthlyCents: item.grossMonthlyCents,
    };
  });
  const totals = sumPremiums(items.map((item) => ({ ...item, discountCents: 0 })));
  return {
    items,
    totals: { netMonthlyCents: totals.netMonthlyCents, grossMonthlyCents: totals.grossMonthlyCents },
    currency: items[0]?.currency ?? "EUR",
    professionName: profession ? pickTranslation(profession.names, language) : null,
    expiresOn: input.expiresOn,
  };
}

// ------------------------------------------------------------------------------------------
// Sending

const QUOTE_SELECT = {
  id: true,
  number: true,
  partnerId: true,
  brokerId: true,
  customerEmail: true,
  customerName: true,
  professionId: true,
  expiresOn: true,
  sentAt: true,
  openedAt: true,
  acceptedAt: true,
  userId: true,
  type: true,
  language: true,
  customerUserId: true,
  reminderSentAt: true,
  createdAt: true,
  broker: { select: { name: true } },
  items: { select: { productId: true, answers: true, netMonthlyCents: true, grossMonthlyCents: true }, orderBy: { id: "asc" } },
} as const;

type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuoteRow>>>;

function findQuoteRow(where: Prisma.QuoteWhereInput) {
  return db.quote.findFirst({ where, select: QUOTE_SELECT });
}

function itemsOf(row: QuoteRow): PricedQuoteItem[] {
  return row.items.map((item) => ({
    productId: item.productId,
    answers: Object.fromEntries(
      Object.entries((item.answers ?? {}) as Record<string, unknown>).flatMap(([questionId, raw]) => {
        const answer = quoteAnswerOf(raw);
        return answer ? [[questionId, answer] as const] : [];
      }),
    ),
    netMonthlyCents: item.netMonthlyCents,
    grossMonthlyCents: item.grossMonthlyCents,
  }));
}

/**
 * The broker's preview of a checked form: the premiums as the customer will read them, and the
 * values "Send" posts again (checked, looked up and priced once more then).
 */
export async function previewQuote(
  partner: LoadedPartner,
  values: QuoteFormValues,
  checked: Extract<QuoteCheck, { ok: true }>,
  language: Language,
): Promise<{ values: QuoteFormValues; summary: QuoteSummaryView }> {
  const answers = Object.fromEntries(Object.entries(values.answers).filter(([, value]) => value !== ""));
  const summary = await summarise(
    partner.config.id,
    { professionId: checked.professionId, expiresOn: values.expiresOn, items: checked.items },
    language,
  );
  return { values: { ...values, answers, language: checked.language }, summary };
}

/** Stores the quote and its items, then e-mails the link; sentAt and the audit row only once the mail went out. */
export async function createAndSendQuote(
  request: Request,
  staff: StaffIdentity,
  partner: LoadedPartner,
  values: QuoteFormValues,
  checked: Extract<QuoteCheck, { ok: true }>,
): Promise<{ id: string; sent: boolean }> {
  const quote = await db.quote.create({
    data: {
      number: documentNumber("OFF"),
      partnerId: partner.config.id,
      brokerId: staff.id,
      customerEmail: values.customerEmail,
      customerName: values.customerName,
      professionId: checked.professionId,
      expiresOn: values.expiresOn,
      type: "broker" satisfies QuoteType,
      language: checked.language,
      items: {
        create: checked.items.map((item) => ({
          productId: item.productId,
          answers: item.answers as Prisma.InputJsonValue,
          netMonthlyCents: item.netMonthlyCents,
          grossMonthlyCents: item.grossMonthlyCents,
        })),
      },
    },
    select: { id: true },
  });
  const sent = await sendQuote(request, staff, partner, quote.id);
  return { id: quote.id, sent };
}

/** The customer's language the broker chose, if the partner still offers it; else the partner's default. */
function customerLanguage(partner: LoadedPartner, language: string | null): Language {
  return isLanguage(language) && partner.config.availableLanguages.includes(language) ? language : partner.config.defaultLanguage;
}

/** E-mails (again) a quote of this broker, in the customer's language; refuses a closed one. */
export async function sendQuote(request: Request, staff: StaffIdentity, partner: LoadedPartner, quoteId: string): Promise<boolean> {
  const row = await findQuoteRow({ id: quoteId, brokerId: staff.id, partnerId: partner.config.id });
  if (!row || !isQuoteOpen(row, todayInAmsterdam())) return false;
  const language = customerLanguage(partner, row.language);
  const link = quotationLink(request, partner, row.id, language);
  const summary = await summarise(
    partner.config.id,
    { professionId: row.professionId, expiresOn: row.expiresOn, items: itemsOf(row) },
    language,
  );
  const t = await serverT(language, "broker");
  const values = { name: row.customerName, broker: staff.name, partner: partner.config.displayName, date: formatDate(row.expiresOn) };
  const lines = summary.items.map((item) =>
    t("mail.line", { product: item.name, price: formatMoney(item.grossMonthlyCents, item.currency) }),
  );
  const paragraphs = [
    t("mail.greeting", values),
    t("mail.intro", values),
    ...lines,
    t("mail.total", { price: formatMoney(summary.totals.grossMonthlyCents, summary.currency) }),
    t("mail.expires", values),
  ];
  const sent = await mailQuoteLink(partner, language, row.customerEmail, { subject: t("mail.subject", values), paragraphs, link, values });
  if (!sent) return false;
  await db.$transaction(async (tx) => {
    await tx.quote.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    await writeAudit(
      {
        staff: { id: staff.id, name: staff.name },
        action: "quote_sent",
        partnerId: partner.config.id,
        details: {
          quoteId: row.id,
          number: row.number,
          customerEmail: row.customerEmail,
          products: row.items.map((item) => item.productId),
          expiresOn: row.expiresOn,
        },
      },
      tx,
    );
  });
  return true;
}

// ------------------------------------------------------------------------------------------
// The broker's own quotes

export type BrokerQuoteRow = {
  id: string;
  number: string;
  type: string;
  customerName: string;
  customerEmail: string;
  createdAt: string;
  expiresOn: string;
  status: PipelineStatus;
  reminderDue: boolean;
  reminderSentAt: string | null;
  grossMonthlyCents: number;
  currency: string;
};

export type BrokerPipeline = {
  quotes: BrokerQuoteRow[];
  counts: Record<PipelineStatus, number>;
  total: number;
  conversion: MonthConversion[];
};

/**
 * A broker's pipeline: the quotes they made for their own partner, newest first, shown for one
 * status or all; the counts per status and the conversion per month are over all of them.
 */
export async function brokerPipeline(staff: StaffIdentity, today: string, only: PipelineStatus | null): Promise<BrokerPipeline> {
  if (!staff.partnerId) return { quotes: [], counts: statusCounts([]), total: 0, conversion: [] };
  const rows = await db.quote.findMany({
    where: { brokerId: staff.id, partnerId: staff.partnerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 1000,
    select: {
      id: true,
      number: true,
      type: true,
      customerName: true,
      customerEmail: true,
      createdAt: true,
      expiresOn: true,
      sentAt: true,
      openedAt: true,
      acceptedAt: true,
      reminderSentAt: true,
      items: { select: { grossMonthlyCents: true, product: { select: { currency: true } } } },
    },
  });
  const all = rows.map((row): BrokerQuoteRow => ({
    id: row.id,
    number: row.number,
    type: row.type,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    createdAt: row.createdAt.toISOString(),
    expiresOn: row.expiresOn,
    status: pipelineStatus(row, today),
    reminderDue: isReminderDue(row, today),
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
    grossMonthlyCents: row.items.reduce((total, item) => total + item.grossMonthlyCents, 0),
    currency: row.items[0]?.product.currency ?? "EUR",
  }));
  return {
    quotes: (only ? all.filter((quote) => quote.status === only) : all).slice(0, 500),
    counts: statusCounts(all.map((quote) => quote.status)),
    total: all.length,
    conversion: conversionPerMonth(all.map((quote) => ({ createdOn: todayInAmsterdam(new Date(quote.createdAt)), status: quote.status }))),
  };
}

/**
 * The one reminder to a customer whose quote expires within 7 days and is not bought: claimed
 * by setting reminderSentAt while it is empty (two clicks send one mail); if the mail can not go
 * out the claim is undone, so it can be tried again.
 */
export async function sendReminder(request: Request, staff: StaffIdentity, partner: LoadedPartner, quoteId: string): Promise<boolean> {
  const today = todayInAmsterdam();
  const row = await findQuoteRow({ id: quoteId, brokerId: staff.id, partnerId: partner.config.id });
  if (!row || !isReminderDue(row, today)) return false;
  const claimed = await db.quote.updateMany({ where: { id: row.id, reminderSentAt: null }, data: { reminderSentAt: new Date() } });
  if (claimed.count === 0) return false;
  const language = customerLanguage(partner, row.language);
  const link = quotationLink(request, partner, row.id, language);
  const t = await serverT(language, "broker");
  const values = { name: row.customerName, broker: staff.name, partner: partner.config.displayName, date: formatDate(row.expiresOn) };
  const paragraphs = [t("reminder.greeting", values), t("reminder.body", values)];
  const sent = await mailQuoteLink(partner, language, row.customerEmail, {
    subject: t("reminder.subject", values),
    paragraphs,
    link,
    values,
  });
  if (!sent) {
    await db.quote.update({ where: { id: row.id }, data: { reminderSentAt: null } });
    return false;
  }
  return true;
}

export type BrokerQuoteView = {
  id: string;
  number: string;
  customerName: string;
  customerEmail: string;
  createdAt: string;
  sentAt: string | null;
  openedAt: string | null;
  acceptedAt: string | null;
  reminderSentAt: string | null;
  reminderDue: boolean;
  status: PipelineStatus;
  type: string;
  language: Language;
  summary: QuoteSummaryView;
  link: string;
};

/** One of this broker's quotes of their partner; anything else is a 404. */
export async function brokerQuote(
  request: Request,
  staff: StaffIdentity,
  partner: LoadedPartner,
  quoteId: string,
  language: Language,
): Promise<BrokerQuoteView> {
  const row = staff.partnerId ? await findQuoteRow({ id: quoteId, brokerId: staff.id, partnerId: staff.partnerId }) : null;
  if (!row || row.partnerId !== partner.config.id) notFound();
  return {
    id: row.id,
    number: row.number,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    openedAt: row.openedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
    reminderDue: isReminderDue(row, todayInAmsterdam()),
    status: pipelineStatus(row, todayInAmsterdam()),
    type: row.type,
    language: customerLanguage(partner, row.language),
    summary: await summarise(
      partner.config.id,
      { professionId: row.professionId, expiresOn: row.expiresOn, items: itemsOf(row) },
      language,
    ),
    link: quotationLink(request, partner, row.id, customerLanguage(partner, row.language)),
  };
}

// ------------------------------------------------------------------------------------------
// The customer's side

export type CustomerQuote = {
  id: string;
  number: string;
  customerName: string;
  brokerName: string;
  status: QuoteStatus;
  type: string;
  expiresOn: string;
};

/**
 * A quote of this partner by id, or a 404 (another partner's id tells nothing). brokerOnly: the
 * quotation page shows a broker's quote; a normal one (a customer's saved calculation) opens
 * at its own link (calculation-share.server.ts).
 */
async function partnerQuote(partner: LoadedPartner, quoteId: string | null, brokerOnly = false): Promise<QuoteRow> {
  const where = { id: quoteId ?? "", partnerId: partner.config.id, ...(brokerOnly ? { type: "broker" } : {}) };
  const row = quoteId && quoteId.length <= 100 ? await findQuoteRow(where) : null;
  if (!row) notFound();
  return row;
}

/** The customer opens the link: the quote's state, and openedAt set the first time an open quote is seen. */
export async function openQuote(partner: LoadedPartner, quoteId: string | null, language: Language, today: string) {
  const row = await partnerQuote(partner, quoteId, true);
  const status = quoteStatus(row, today);
  if (status === "sent") {
    await db.quote.updateMany({ where: { id: row.id, openedAt: null }, data: { openedAt: new Date() } });
  }
  const quote: CustomerQuote = {
    id: row.id,
    number: row.number,
    customerName: row.customerName,
    brokerName: row.broker?.name ?? "",
    status: status === "sent" ? "opened" : status,
    type: row.type,
    expiresOn: row.expiresOn,
  };
  // Expired or accepted: only the message, nothing of the quote's content.
  const summary = isQuoteOpen(row, today)
    ? await summarise(partner.config.id, { professionId: row.professionId, expiresOn: row.expiresOn, items: itemsOf(row) }, language)
    : null;
  return { quote, summary };
}

/**
 * "Continue": the quote's products go into the visitor's cart, marked with the quote (not
 * deletable while it is open), its answers become the visitor's answers and its profession
 * the visitor's, so the normal checkout prices them as the broker's quote did.
 */
export async function putQuoteInCart(visitor: Visitor, partner: LoadedPartner, quoteId: string | null, today: string): Promise<void> {
  const row = await partnerQuote(partner, quoteId);
  if (row.acceptedAt) throw new QuoteClosedError(row.id, "accepted");
  if (isExpired(row, today)) throw new QuoteClosedError(row.id, "expired");
  const items = itemsOf(row);
  // A birth date also goes onto the profile, as the checkout's answer does (spec section 5).
  const birthDateQuestions = new Set(
    (await partnerCatalogue(partner.config.id))
      .flatMap((product) => product.questions)
      .filter((question) => fieldMeaning(question.field).profile === "birthDate")
      .map((question) => question.id),
  );
  await db.$transaction(async (tx) => {
    // Whatever checkout was open goes back to pending, so the next checkout starts afresh.
    await tx.checkout.updateMany({ where: { userId: visitor.id, status: "open" }, data: { status: "abandoned" } });
    await tx.cartItem.updateMany({ where: { userId: visitor.id }, data: { inCheckoutCart: false } });
    if (row.professionId)
      await tx.user.update({ where: { id: visitor.id }, data: { professionId: row.professionId, professionDescription: null } });
    for (const item of items) {
      await tx.cartItem.upsert({
        where: { userId_productId: { userId: visitor.id, productId: item.productId } },
        create: { userId: visitor.id, partnerId: partner.config.id, productId: item.productId, quoteId: row.id },
        update: { quoteId: row.id },
      });
      for (const [questionId, answer] of Object.entries(item.answers)) {
        // The broker's answer as the checkout stores it, with what the register found: not asked again.
        const value = {
          optionId: answer.optionId ?? null,
          dateValue: answer.dateValue ?? null,
          moneyValueCents: answer.moneyValueCents ?? null,
          floatValue: answer.floatValue ?? null,
          textValue: answer.textValue ?? null,
          ...(answer.details != null ? { details: answer.details as Prisma.InputJsonValue } : {}),
        };
        await tx.answer.upsert({
          where: { userId_questionId: { userId: visitor.id, questionId } },
          create: { userId: visitor.id, questionId, ...value },
          update: value,
        });
        if (value.dateValue && birthDateQuestions.has(questionId))
          await tx.user.update({ where: { id: visitor.id }, data: { birthDate: value.dateValue } });
      }
    }
    await tx.quote.updateMany({ where: { id: row.id, openedAt: null }, data: { openedAt: new Date() } });
  });
}

/**
 * The token API's quote_id, before the partner's signature is used: a quote of this partner (a
 * broker's when broker_quote says so), neither bought nor expired. Whose it is can only be
 * checked once the signature names the customer (openQuoteForCustomer).
 */
export async function quoteForApi(
  partner: LoadedPartner,
  quoteId: string,
  brokerQuote: boolean,
  today: string,
): Promise<{ ok: true; type: string } | { ok: false; refusal: QuoteRefusal }> {
  const row = quoteId.length <= 100 ? await findQuoteRow({ id: quoteId, partnerId: partner.config.id }) : null;
  if (!row || (brokerQuote && row.type !== "broker")) return { ok: false, refusal: "unknown" };
  if (row.acceptedAt) return { ok: false, refusal: "bought" };
  if (isExpired(row, today)) return { ok: false, refusal: "expired" };
  return { ok: true, type: row.type };
}

/**
 * The token API's quote_id (spec sections 4 and 7): a quote of this partner for this customer
 * only, neither bought nor expired, goes into their cart as "continue" puts it there, and from
 * then on belongs to this customer (customerUserId): nobody else can open it with their tokens.
 */
export async function openQuoteForCustomer(
  partner: LoadedPartner,
  userId: string,
  quoteId: string,
  today: string,
): Promise<{ ok: true } | { ok: false; refusal: QuoteRefusal }> {
  const [row, user] = await Promise.all([
    quoteId.length <= 100 ? findQuoteRow({ id: quoteId }) : null,
    db.user.findFirst({ where: { id: userId, partnerId: partner.config.id }, select: { email: true } }),
  ]);
  const visitor = user ? await visitorById(userId) : null;
  if (!row || !visitor) return { ok: false, refusal: "unknown" };
  const access = quoteAccess(row, { partnerId: partner.config.id, userId, email: user?.email ?? null }, today);
  if (!access.ok) return access;
  const bound = await db.quote.updateMany({
    where: { id: row.id, OR: [{ customerUserId: null }, { customerUserId: userId }] },
    data: { customerUserId: userId },
  });
  if (bound.count === 0) return { ok: false, refusal: "otherCustomer" };
  try {
    await putQuoteInCart(visitor, partner, row.id, today);
  } catch (error) {
    if (error instanceof QuoteClosedError) return { ok: false, refusal: error.reason === "accepted" ? "bought" : "expired" };
    throw error;
  }
  return { ok: true };
}

/** A mail to the customer with the quote's link as its button, the broker's closing and who insures. */
async function mailQuoteLink(
  partner: LoadedPartner,
  language: Language,
  to: string,
  mail: { subject: string; paragraphs: string[]; link: string; values: Record<string, string> },
): Promise<boolean> {
  const t = await serverT(language, "broker");
  const { subject, paragraphs, link, values } = mail;
  return sendMailSafely(
    withFooter(
      {
        partnerId: partner.config.id,
        to,
        subject,
        text: `${paragraphs.join("\n\n")}\n\n${t("mail.button")}: ${link}\n\n${t("mail.closing", values)}`,
        html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.button"))}</a></p><p>${escapeHtml(t("mail.closing", values))}</p>`,
        links: [link],
      },
      await trustLines(partner, language),
    ),
  );
}
