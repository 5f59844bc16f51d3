// Calling the funnel's route modules directly, as Remix would: requests with a Host header and
// the session cookie, and one normalised answer for "returned Response", "thrown Response"
// (redirects, guards) and Remix `data()` (a DataWithResponseInit with .data and .init).
// Import this module only after DATABASE_URL (and SESSION_SECRET) are set: it loads app
// modules that read them when first imported.
import { db } from "~/server/platform/db.server";
import { sessionStorage } from "~/server/platform/cookies.server";
import { createServerSession } from "~/server/platform/session.server";
import { startStaffSession } from "~/server/staff/staff-auth.server";
import { checkoutGroupFor, flowForCheckout } from "~/domain/checkout/flows/definitions";

export type Answer = { status: number; location: string | null; body: unknown; headers: Headers };

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit" && "data" in value;
}

async function fromResponse(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, location: response.headers.get("Location"), body, headers: response.headers };
}

function normalise(value: unknown): Promise<Answer> | Answer {
  if (value instanceof Response) return fromResponse(value);
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, location: headers.get("Location"), body: value.data, headers };
  }
  return { status: 200, location: null, body: value, headers: new Headers() };
}

/**
 * Runs a loader or action and normalises what it answers or throws. Anything else thrown
 * (an Error) is what Remix would turn into a 500, so it becomes status 500 with the message.
 */
export async function answerOf(run: () => Promise<unknown> | unknown): Promise<Answer> {
  try {
    return await normalise(await run());
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return normalise(thrown);
    return {
      status: 500,
      location: null,
      body: thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown),
      headers: new Headers(),
    };
  }
}

export type Fields = Record<string, string> | [string, string][];

/** A POST with a form body to http://<host><path>, Host header set, cookie when given. */
export function postForm(host: string, path: string, fields: Fields, cookie?: string | null): Request {
  const headers: Record<string, string> = { Host: host };
  if (cookie) headers.Cookie = cookie;
  return new Request(`http://${host}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

export function getRequest(host: string, pathAndQuery: string, cookie?: string | null): Request {
  const headers: Record<string, string> = { Host: host };
  if (cookie) headers.Cookie = cookie;
  return new Request(`http://${host}${pathAndQuery}`, { headers });
}

/** Route module arguments as Remix passes them. */
export const args = (request: Request) => ({ request, params: {}, context: {} });

/** The name=value part of a Set-Cookie header for __session, or null. */
export function sessionCookieFrom(headers: Headers): string | null {
  const header = headers.get("Set-Cookie");
  if (!header) return null;
  const match = /(?:^|,\s*)(__session=[^;]*)/.exec(header);
  return match ? match[1]! : null;
}

/** A signed session cookie for this user with its session on the server, as signing in makes it. */
export async function signedSessionCookie(userId: string, proven = false): Promise<string> {
  const token = await createServerSession({ kind: "customer", userId }, { proven, lifetimeMs: 3_600_000 });
  const session = await sessionStorage.getSession();
  session.set("userId", userId);
  session.set("sid", token);
  return (await sessionStorage.commitSession(session)).split(";")[0]!;
}

/** A signed __staff cookie for a demo account with its session on the server, as the sign-in action makes it. */
export async function staffCookie(email: string): Promise<string> {
  const account = await db.staffAccount.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return (await startStaffSession(account.id)).split(";")[0]!;
}

/** A valid Dutch IBAN for a bank code and account number (ISO 13616 check digits). */
export function dutchIban(bank: string, account: string): string {
  const bban = `${bank}${account.padStart(10, "0")}`;
  const digits = `${bban}NL00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `NL${String(98 - remainder).padStart(2, "0")}${bban}`;
}

export async function partnerId(name: string): Promise<string> {
  return (await db.partner.findUniqueOrThrow({ where: { name }, select: { id: true } })).id;
}

export async function productBySlug(slug: string) {
  return db.insuranceProduct.findUniqueOrThrow({
    where: { slug },
    select: {
      id: true,
      type: true,
      questions: { select: { id: true, required: true, options: { select: { id: true, value: true, consequence: true } } } },
    },
  });
}

let counter = 0;

/** A guest user of a partner with a signed session cookie. */
export async function createGuest(partnerName: string): Promise<{ userId: string; cookie: string }> {
  const user = await db.user.create({ data: { partnerId: await partnerId(partnerName), isGuest: true }, select: { id: true } });
  return { userId: user.id, cookie: await signedSessionCookie(user.id) };
}

/**
 * A visitor standing at the payment step: cart items in the checkout cart, an open checkout
 * of their group with the formalities answered ("no" to all), every required question answered
 * with an accepted option (optionValues picks a value per question id), person and company.
 */
export async function readyForPayment(
  partnerName: string,
  slugs: readonly string[],
  optionValues: (questionId: string) => string | undefined = () => undefined,
): Promise<{ userId: string; cookie: string; checkoutId: string; productIds: string[] }> {
  const pid = await partnerId(partnerName);
  counter += 1;
  const user = await db.user.create({
    data: {
      partnerId: pid,
      isGuest: true,
      firstName: "Test",
      lastName: `Buyer ${counter}`,
      email: `buyer-${counter}-${Date.now()}@example.com`,
      birthDate: "1985-06-15",
      phoneNumber: "0612345678",
      companyName: `Test BV ${counter}`,
      addresses: { create: { type: "company", street: "Damrak", houseNumber: "1", postalCode: "1012LG", city: "Amsterdam" } },
    },
    select: { id: true },
  });
  const products = await Promise.all(slugs.map(productBySlug));
  // A flow bought as a person (death risk alone) has its details done with the home address.
  if (flowForCheckout(products.map((product) => product.type)).customer === "personal") {
    await db.address.create({
      data: { userId: user.id, type: "personal", street: "Damrak", houseNumber: "1", postalCode: "1012LG", city: "Amsterdam" },
    });
  }
  for (const product of products) {
    await db.cartItem.create({ data: { partnerId: pid, userId: user.id, productId: product.id, inCheckoutCart: true } });
    for (const question of product.questions) {
      if (!question.required || question.options.length === 0) continue;
      const wanted = optionValues(question.id);
      const option =
        question.options.find((candidate) => candidate.value === wanted) ??
        question.options.find((candidate) => !["drop_out", "hard_drop_out", "reject"].includes(candidate.consequence))!;
      await db.answer.create({ data: { userId: user.id, questionId: question.id, optionId: option.id } });
    }
  }
  const checkout = await db.checkout.create({
    data: {
      partnerId: pid,
      userId: user.id,
      group: checkoutGroupFor(products[0]!.type),
      status: "open",
      disclaimerSeen: true,
      formalities: { liability: false, police: false, bankruptcy: false, refusedInsurance: false },
    },
    select: { id: true },
  });
  return { userId: user.id, cookie: await signedSessionCookie(user.id), checkoutId: checkout.id, productIds: products.map((p) => p.id) };
}

/** Counts of everything a purchase writes for a user, to compare before and after. */
export async function purchaseFootprint(userId: string) {
  const email = (await db.user.findUnique({ where: { id: userId }, select: { email: true } }))?.email ?? "";
  const [policies, mandates, invoices, mails, completed] = await Promise.all([
    db.policy.count({ where: { userId } }),
    db.mandate.count({ where: { userId } }),
    db.invoice.count({ where: { userId } }),
    email ? db.outboxMail.count({ where: { to: email.toLowerCase() } }) : Promise.resolve(0),
    db.checkout.count({ where: { userId, status: "completed" } }),
  ]);
  return { policies, mandates, invoices, mails, completed };
}
