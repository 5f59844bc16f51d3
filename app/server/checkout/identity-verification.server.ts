// Identity verification of a checkout (spec sections 2-4, 7, 8; decision 0033). The payment
// screen holds its answers on the checkout; a verification is started for the product that
// requires it; the provider's webhook decides, and a verified identity completes the purchase
// here, on the server, so no browser can buy without one. The outcome goes to the room's
// socket through the live bus, whichever process or machine holds that socket.
import { fieldsWithMeaning } from "~/domain/catalogue/question-fields";
import { randomBytes } from "node:crypto";
import {
  CHECKOUT_CHANGED,
  judgeReport,
  MAX_VERIFICATIONS_PER_CHECKOUT,
  nameDifference,
  socketMessageOf,
  type IdentityOutcome,
  type IdentitySocketMessage,
} from "~/domain/checkout/identity-verification";
import { earliestStartDate, todayInAmsterdam } from "~/domain/platform/validation";
import { startsFromTomorrow } from "~/domain/partners/partner-settings";
import { checkoutProducts, heldPaymentOf, purchaseCheckout, type OpenCheckout } from "./checkout.server";
import type { CatalogueProduct } from "../catalogue/catalogue.server";
import { db } from "../platform/db.server";
import { publish, subscribe } from "../platform/live-bus.server";
import { logger } from "../platform/logger.server";
import { loadPartnerById, type LoadedPartner } from "../platform/partner.server";
import { identityProvider, type IdentityProvider } from "../providers/identity.server";
import { partnerUrl } from "../platform/public-url.server";
import { markWebhookHandled, readSignedWebhook, type WebhookAnswer } from "../platform/signed-webhook.server";
import { visitorById, type Visitor } from "../platform/session.server";

export type StartInput = { productId: string; startDate: string };

export type StartResult =
  | { kind: "started"; clientSecret: string; roomName: string; url: string; provider: IdentityProvider["name"] }
  /** The product is not in this checkout, or does not require a verification. */
  | { kind: "refused"; reason: "product" | "start-date" | "no-payment" | "too-many" };

/** Whether any product of the checkout requires a verified identity. */
export function requiresIdentity(products: readonly Pick<CatalogueProduct, "requireIdentityVerification">[]): boolean {
  return products.some((product) => product.requireIdentityVerification);
}

/** Starts a verification for a product of the visitor's open checkout, after the payment screen. */
export async function startVerification(
  context: { visitor: Visitor; partner: LoadedPartner; checkout: OpenCheckout; products: readonly CatalogueProduct[] },
  input: StartInput,
  request?: Request,
): Promise<StartResult> {
  const { visitor, partner, checkout, products } = context;
  const product = products.find((candidate) => candidate.id === input.productId);
  if (!product?.requireIdentityVerification) return { kind: "refused", reason: "product" };
  const row = await db.checkout.findFirst({
    where: { id: checkout.id, userId: visitor.id, status: "open" },
    select: { heldPayment: true },
  });
  const held = heldPaymentOf(row?.heldPayment);
  if (!held) return { kind: "refused", reason: "no-payment" };
  if (held.startDate !== input.startDate) return { kind: "refused", reason: "start-date" };
  const started = await db.identityVerification.count({ where: { checkoutId: checkout.id } });
  if (started >= MAX_VERIFICATIONS_PER_CHECKOUT) return { kind: "refused", reason: "too-many" };

  const provider = identityProvider();
  const roomName = randomBytes(32).toString("base64url");
  const verificationId = randomBytes(12).toString("hex");
  // Back from the provider's own page (without JavaScript): the page that waits for the outcome.
  const returnUrl = partnerUrl(partner.config, `/checkout/identity-verification?room=${roomName}`, request);
  const session = await provider.createSession({ verificationId, userId: visitor.id, returnUrl });
  await db.identityVerification.create({
    data: {
      id: verificationId,
      partnerId: partner.config.id,
      userId: visitor.id,
      checkoutId: checkout.id,
      productId: product.id,
      startDate: input.startDate,
      provider: provider.name,
      sessionId: session.sessionId,
      roomName,
    },
  });
  return { kind: "started", clientSecret: session.clientSecret, roomName, url: session.url, provider: provider.name };
}

/**
 * A provider's webhook. Signed (else 400), about a session we started (else 404), handled once
 * per event id (a replay is answered 200 and changes nothing). A database failure answers 500,
 * so the provider sends it again; nothing else does.
 */
export async function handleIdentityWebhook(provider: IdentityProvider, rawBody: string, signature: string | null): Promise<WebhookAnswer> {
  const read = await readSignedWebhook(provider, rawBody, signature);
  if ("answer" in read) return read.answer;
  const { event } = read;
  const verification = await db.identityVerification.findFirst({ where: { sessionId: event.sessionId, provider: provider.name } });
  if (!verification) return { status: 404, body: "unknown session" };

  try {
    const message = await decide(provider, verification);
    await markWebhookHandled(event.eventId);
    if (message) await publish("identity", { room: verification.roomName, message });
    return { status: 200, body: message ? message.status : "pending" };
  } catch (error) {
    logger.error({ err: error, verificationId: verification.id }, "identity webhook failed");
    return { status: 500, body: "try again" };
  }
}

type VerificationRow = NonNullable<Awaited<ReturnType<typeof db.identityVerification.findFirst>>>;

/** Asks the provider (never trusting the event's body alone), judges, and completes the purchase when verified. */
async function decide(provider: IdentityProvider, decided: VerificationRow): Promise<IdentitySocketMessage | null> {
  let verification = decided;
  if (verification.status === "refused") return { status: "refused", error: verification.errorCode ?? "refused" };
  let outcome: IdentityOutcome;
  if (verification.status === "verified") {
    outcome = { status: "verified" };
  } else {
    const [report, birthDates, policyholder] = await Promise.all([
      provider.report(verification.sessionId),
      birthDatesGiven(verification),
      db.user.findUnique({ where: { id: verification.userId }, select: { firstName: true, lastName: true } }),
    ]);
    outcome = judgeReport(report, birthDates);
    if (outcome.status === "pending") return null;
    // The date of birth matched: a name that differs sends the purchase to review (decision 0068).
    const names = outcome.status === "verified" ? nameDifference(report, policyholder ?? { firstName: null, lastName: null }) : null;
    const decidedAt = new Date();
    const decided = { decidedAt, nameOnDocument: names?.document ?? null, nameOfPolicyholder: names?.policyholder ?? null };
    const claimed = await db.identityVerification.updateMany({
      where: { id: verification.id, status: "pending" },
      data: { status: outcome.status, errorCode: outcome.status === "refused" ? outcome.code.slice(0, 64) : null, ...decided },
    });
    verification = { ...verification, ...decided };
    // Another delivery decided first: go by what it decided.
    if (claimed.count === 0) {
      const now = await db.identityVerification.findUniqueOrThrow({ where: { id: verification.id } });
      return decide(provider, now);
    }
  }
  if (outcome.status !== "verified") return socketMessageOf(outcome);
  if (await completePurchase(verification)) return { status: "verified" };
  // Verified, but the purchase it was for is gone (the product left the cart): nothing bought,
  // and every page that asks later hears the same.
  await db.identityVerification.update({ where: { id: verification.id }, data: { errorCode: CHECKOUT_CHANGED } });
  return { status: "refused", error: CHECKOUT_CHANGED };
}

/** The dates of birth the customer gave: the profile's and the answers the product was priced on. */
async function birthDatesGiven(verification: VerificationRow): Promise<string[]> {
  const [user, answers] = await Promise.all([
    db.user.findUnique({ where: { id: verification.userId }, select: { birthDate: true } }),
    db.answer.findMany({
      where: {
        userId: verification.userId,
        question: { productId: verification.productId, field: { in: fieldsWithMeaning("profile", "birthDate") } },
      },
      select: { dateValue: true },
    }),
  ]);
  return [user?.birthDate, ...answers.map((answer) => answer.dateValue)].filter((date): date is string => !!date);
}

/**
 * Buys the held checkout with the verified identity, from the start date the check was started
 * for (again after a failed try: the purchase happens once). False when there is nothing to buy.
 */
async function completePurchase(verification: VerificationRow): Promise<boolean> {
  const [visitor, partner, checkout] = await Promise.all([
    visitorById(verification.userId),
    loadPartnerById(verification.partnerId),
    db.checkout.findUnique({ where: { id: verification.checkoutId }, select: { status: true, heldPayment: true } }),
  ]);
  if (!visitor || !partner || !checkout) return false;
  if (checkout.status === "completed")
    return (await db.policy.count({ where: { checkoutId: verification.checkoutId, productId: verification.productId } })) > 0;
  const held = heldPaymentOf(checkout.heldPayment);
  if (!held) return false;
  const products = await checkoutProducts(visitor, partner);
  if (!products.some((product) => product.id === verification.productId)) return false;
  // A check finished on a later day cannot start the policy in the past.
  const earliest = earliestStartDate(todayInAmsterdam(), { fromTomorrow: startsFromTomorrow(partner.config, products) });
  const result = await purchaseCheckout(visitor, partner, verification.checkoutId, {
    startDate: verification.startDate < earliest ? earliest : verification.startDate,
    iban: held.iban,
    accountHolder: held.accountHolder,
    signedOn: held.signedOn,
    confirmation: { language: held.language },
    identity: {
      provider: verification.provider,
      reference: verification.sessionId,
      verifiedAt: verification.decidedAt ?? new Date(),
      // Kept on the row, so a retried delivery still buys it waiting for review.
      nameDiffers: verification.nameOnDocument !== null,
    },
  });
  return result.kind === "completed" || result.kind === "already-completed";
}

/** A room's verification when it is this visitor's own on this partner; null otherwise. */
export async function verificationOfRoom(roomName: string, visitor: Pick<Visitor, "id" | "partnerId">) {
  const row = await db.identityVerification.findUnique({
    where: { roomName },
    select: { id: true, userId: true, partnerId: true, checkoutId: true, status: true, errorCode: true },
  });
  return row && row.userId === visitor.id && row.partnerId === visitor.partnerId ? row : null;
}

/** The room and status of a provider session's verification (the built-in provider's page, after it opened the session). */
export function verificationOfSession(sessionId: string) {
  return db.identityVerification.findUnique({ where: { sessionId }, select: { roomName: true, status: true } });
}

/** The message for a decided verification (a socket that connects late, or the waiting page). */
export function messageOf(row: { status: string; errorCode: string | null }): IdentitySocketMessage | null {
  if (row.status === "verified" && row.errorCode === CHECKOUT_CHANGED) return { status: "refused", error: CHECKOUT_CHANGED };
  if (row.status === "verified") return { status: "verified" };
  if (row.status === "refused") return { status: "refused", error: row.errorCode ?? "refused" };
  return null;
}

/** Calls `listener` once with the room's outcome: at once if already decided, else when the bus brings it. */
export function watchRoom(
  roomName: string,
  current: () => Promise<IdentitySocketMessage | null>,
  listener: (message: IdentitySocketMessage) => void,
): () => void {
  let done = false;
  const once = (message: IdentitySocketMessage) => {
    if (done) return;
    done = true;
    unsubscribe();
    listener(message);
  };
  const unsubscribe = subscribe("identity", (payload) => {
    const { room, message } = (payload ?? {}) as { room?: unknown; message?: IdentitySocketMessage };
    if (room === roomName && message) once(message);
  });
  // Subscribed first, then read: an outcome decided in between arrives one way or the other.
  void current()
    .then((message) => message && once(message))
    .catch((error) => logger.warn({ err: error }, "identity room state not read"));
  return () => {
    done = true;
    unsubscribe();
  };
}
