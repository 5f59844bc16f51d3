// Broker quotations on the server (spec sections 1, 4, 6): the broker's form (which products
// and price questions, the premium from the same rating engine as the funnel), sending the
// quote by e-mail with a link to the partner's own host, the broker's list, and the customer's
// side: opening the link, putting the quote in the cart, buying it once.
import { formatDate, formatMoney } from "~/domain/platform/formatting";
import type { Language } from "~/domain/platform/languages";
import { isOffered, quoteProduct, riskClassOf, type AnswerLike } from "~/domain/catalogue/product-quote";
import { orderQuestions, priceOnlyQuestions } from "~/domain/catalogue/question-flow";
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
import { escapeHtml, sendMailSafely } from "../providers/mail.server";
import { QuoteClosedError } from "../checkout/quote-cart.server";
import type { Visitor } from "../platform/session.server";
import { partnerUrl } from "../platform/public-url.server";
import { quotationPath } from "~/domain/checkout/flows/outcome-paths";

const NAME_MAX_LENGTH = 100;
export const questionFieldName = (questionId: string) => `q-${questionId}`;

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

/** The quotation link on the partner's own host, next to the host this request came in on. */
export function quotationLink(request: Request, partner: LoadedPartner, quoteId: string): string {
  return partnerUrl(partner.config, quotationPath(quoteId), request);
}

// ------------------------------------------------------------------------------------------
// The form: products of the partner and the questions that price them

/** The questions that set a product's price and can be answered with an option (spec section 5, price-only mode). */
export function priceQuestionsOf(product: Pick<CatalogueProduct, "questions">): CatalogueQuestion[] {
  return priceOnlyQuestions(orderQuestions(product.questions)).filter((question) => question.options.length > 0);
}

/** Products the shop sells for at least one profession (the check-in product never). */
async function quotableCatalogue(partnerId: string): Promise<CatalogueProduct[]> {
  const catalogue = await partnerCatalogue(partnerId);
  return catalogue.filter((product) => product.tariffs.some((tariff) => isOffered(product, tariff.riskClass)));
}

export type QuoteFormProduct = {
  id: string;
  name: string;
  questions: { id: string; name: string; text: string; required: boolean; options: { id: string; label: string }[] }[];
};

export async function quoteFormData(partner: LoadedPartner, language: Language) {
  const [catalogue, professions] = await Promise.all([quotableCatalogue(partner.config.id), allProfessionNames(language)]);
  const products: QuoteFormProduct[] = catalogue.map((product) => ({
    id: product.id,
    name: pickTranslation(product.names, language),
    questions: priceQuestionsOf(product).map((question) => ({
      id: question.id,
      name: questionFieldName(question.id),
      text: pickTranslation(question.texts, language),
      required: question.required,
      options: question.options.map((option) => ({ id: option.id, label: pickTranslation(option.labels, language) })),
    })),
  }));
  const collator = new Intl.Collator(language);
  return {
    products,
    professions: professions.map(({ id, name }) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name)),
  };
}

/** Everything the form posts, as text; kept to fill the form again after an error. */
export type QuoteFormValues = {
  customerName: string;
  customerEmail: string;
  professionId: string;
  productIds: string[];
  /** Field name (q-<questionId>) -> option id. */
  answers: Record<string, string>;
  expiresOn: string;
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
    if (name.startsWith("q-") && name.length < 100 && typeof value === "string") answers[name] = value.slice(0, 100);
  }
  return {
    customerName: text(form, "customerName", 500),
    customerEmail: text(form, "customerEmail", 500).toLowerCase(),
    professionId: text(form, "professionId", 100),
    productIds,
    answers,
    expiresOn: text(form, "expiresOn", 20),
  };
}

export type PricedQuoteItem = {
  productId: string;
  /** questionId -> optionId: the answers that price it. */
  answers: Record<string, string>;
  netMonthlyCents: number;
  grossMonthlyCents: number;
};

export type QuoteCheck = { ok: true; items: PricedQuoteItem[]; professionId: string } | { ok: false; errors: Record<string, string> };

/**
 * Validates the broker's form against the partner's catalogue and prices every chosen product
 * with the rating engine, exactly as the funnel does for a visitor of that profession with
 * those answers (no partner-bank discount: that is the customer's, known at checkout).
 */
export async function checkQuoteForm(partner: LoadedPartner, values: QuoteFormValues, today: string): Promise<QuoteCheck> {
  const errors: Record<string, string> = {};
  if (!values.customerName) errors.customerName = VALIDATION_MESSAGES.required;
  else if (values.customerName.length > NAME_MAX_LENGTH) errors.customerName = VALIDATION_MESSAGES.tooLong;
  if (!values.customerEmail) errors.customerEmail = VALIDATION_MESSAGES.required;
  else {
    const emailError = checkEmail(values.customerEmail);
    if (emailError) errors.customerEmail = emailError;
  }
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

  const items: PricedQuoteItem[] = [];
  for (const product of products) {
    const answers: Record<string, string> = {};
    for (const question of priceQuestionsOf(product)) {
      const name = questionFieldName(question.id);
      const raw = values.answers[name] ?? "";
      const option = question.options.find((candidate) => candidate.id === raw);
      if (option) answers[question.id] = option.id;
      else if (raw !== "" || question.required) errors[name] = VALIDATION_MESSAGES.required;
    }
    if (!profession || !isOffered(product, riskClass)) continue;
    const { premium } = quoteProduct(product, { riskClass, answers: answerMap(answers), today: todayInAmsterdam(), discountPercent: 0 });
    items.push({ productId: product.id, answers, netMonthlyCents: premium.netMonthlyCents, grossMonthlyCents: premium.grossMonthlyCents });
  }
  if (Object.keys(errors).length > 0 || !profession) return { ok: false, errors };
  return { ok: true, items, professionId: profession.id };
}

function answerMap(answers: Record<string, string>): Map<string, AnswerLike> {
  return new Map(Object.entries(answers).map(([questionId, optionId]) => [questionId, { optionId }]));
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
        const option = question.options.find((candidate) => candidate.id === item.answers[question.id]);
        // Options that set an amount read as cover; the others (a waiting time, a household) as chosen.
        const setsCover = option && (option.perClaimCents ?? option.perYearCents ?? option.deductibleCents) != null;
        if (option && !setsCover)
          answers.push({ label: pickTranslation(question.texts, language), value: pickTranslation(option.labels, language) });
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
      Object.entries((item.answers ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ),
    netMonthlyCents: item.netMonthlyCents,
    grossMonthlyCents: item.grossMonthlyCents,
  }));
}

/**
 * The broker's preview of a checked form: the premiums as the customer will read them, and the
 * values "Send" posts again, with only the chosen products' answers.
 */
export async function previewQuote(
  partner: LoadedPartner,
  values: QuoteFormValues,
  checked: Extract<QuoteCheck, { ok: true }>,
  language: Language,
): Promise<{ values: QuoteFormValues; summary: QuoteSummaryView }> {
  const answers = Object.fromEntries(
    checked.items.flatMap((item) =>
      Object.entries(item.answers).map(([questionId, optionId]) => [questionFieldName(questionId), optionId]),
    ),
  );
  const summary = await summarise(
    partner.config.id,
    { professionId: checked.professionId, expiresOn: values.expiresOn, items: checked.items },
    language,
  );
  return { values: { ...values, answers }, summary };
}

/** Stores the quote and its items, then e-mails the link; sentAt and the audit row only once the mail went out. */
export async function createAndSendQuote(
  request: Request,
  staff: StaffIdentity,
  partner: LoadedPartner,
  values: QuoteFormValues,
  checked: Extract<QuoteCheck, { ok: true }>,
  language: Language,
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
      items: {
        create: checked.items.map((item) => ({
          productId: item.productId,
          answers: item.answers,
          netMonthlyCents: item.netMonthlyCents,
          grossMonthlyCents: item.grossMonthlyCents,
        })),
      },
    },
    select: { id: true },
  });
  const sent = await sendQuote(request, staff, partner, quote.id, language);
  return { id: quote.id, sent };
}

/** E-mails (again) a quote of this broker; refuses a closed one. */
export async function sendQuote(
  request: Request,
  staff: StaffIdentity,
  partner: LoadedPartner,
  quoteId: string,
  language: Language,
): Promise<boolean> {
  const row = await findQuoteRow({ id: quoteId, brokerId: staff.id, partnerId: partner.config.id });
  if (!row || !isQuoteOpen(row, todayInAmsterdam())) return false;
  const link = quotationLink(request, partner, row.id);
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
  const sent = await sendMailSafely({
    partnerId: partner.config.id,
    to: row.customerEmail,
    subject: t("mail.subject", values),
    text: `${paragraphs.join("\n\n")}\n\n${t("mail.button")}: ${link}\n\n${t("mail.closing", values)}`,
    html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.button"))}</a></p><p>${escapeHtml(t("mail.closing", values))}</p>`,
    links: [link],
  });
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
  customerName: string;
  customerEmail: string;
  createdAt: string;
  expiresOn: string;
  status: QuoteStatus;
  grossMonthlyCents: number;
  currency: string;
};

/** A broker sees the quotes they made for their own partner, newest first. */
export async function listBrokerQuotes(staff: StaffIdentity, today: string): Promise<BrokerQuoteRow[]> {
  if (!staff.partnerId) return [];
  const rows = await db.quote.findMany({
    where: { brokerId: staff.id, partnerId: staff.partnerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
    select: {
      id: true,
      number: true,
      customerName: true,
      customerEmail: true,
      createdAt: true,
      expiresOn: true,
      openedAt: true,
      acceptedAt: true,
      items: { select: { grossMonthlyCents: true, product: { select: { currency: true } } } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    createdAt: row.createdAt.toISOString(),
    expiresOn: row.expiresOn,
    status: quoteStatus(row, today),
    grossMonthlyCents: row.items.reduce((total, item) => total + item.grossMonthlyCents, 0),
    currency: row.items[0]?.product.currency ?? "EUR",
  }));
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
  status: QuoteStatus;
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
    status: quoteStatus(row, todayInAmsterdam()),
    summary: await summarise(
      partner.config.id,
      { professionId: row.professionId, expiresOn: row.expiresOn, items: itemsOf(row) },
      language,
    ),
    link: quotationLink(request, partner, row.id),
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
  expiresOn: string;
};

/** A quote of this partner by id, or a 404 (another partner's id tells nothing). */
async function partnerQuote(partner: LoadedPartner, quoteId: string | null): Promise<QuoteRow> {
  const row = quoteId && quoteId.length <= 100 ? await findQuoteRow({ id: quoteId, partnerId: partner.config.id }) : null;
  if (!row) notFound();
  return row;
}

/** The customer opens the link: the quote's state, and openedAt set the first time an open quote is seen. */
export async function openQuote(partner: LoadedPartner, quoteId: string | null, language: Language, today: string) {
  const row = await partnerQuote(partner, quoteId);
  const status = quoteStatus(row, today);
  if (status === "sent") {
    await db.quote.updateMany({ where: { id: row.id, openedAt: null }, data: { openedAt: new Date() } });
  }
  const quote: CustomerQuote = {
    id: row.id,
    number: row.number,
    customerName: row.customerName,
    brokerName: row.broker.name,
    status: status === "sent" ? "opened" : status,
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
      for (const [questionId, optionId] of Object.entries(item.answers)) {
        const value = { optionId, dateValue: null, moneyValueCents: null, floatValue: null, textValue: null };
        await tx.answer.upsert({
          where: { userId_questionId: { userId: visitor.id, questionId } },
          create: { userId: visitor.id, questionId, ...value },
          update: value,
        });
      }
    }
    await tx.quote.updateMany({ where: { id: row.id, openedAt: null }, data: { openedAt: new Date() } });
  });
}
