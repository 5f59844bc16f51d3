// Who is signed in, and signing in and out. A customer is a User row that is not a guest
// (decision 0009); the signed session cookie holds its id and session version. Sign-in
// strategies (magic link, signed partner link, hand-over between partner hosts) live in
// auth-strategies.server.ts and end here, in signInUser.
import { redirect } from "@remix-run/node";
import { db } from "../platform/db.server";
import { revokeUserTokens } from "./tokens.server";
import { requirePartner } from "../platform/guards.server";
import type { LoadedPartner } from "../platform/partner.server";
import type { RequestContext } from "../platform/request-context.server";
import { BROKER_FLOW, commitUserSession, destroyUserSession, findVisitor, type Customer, type Visitor } from "../platform/session.server";

export type SignInOptions = {
  /** The sign-in followed a link mailed to the account's address (or a hand-over of one). */
  proven: boolean;
  /** Move this browser's guest cart, answers and profession into the account (decision 0024). */
  mergeGuest: boolean;
  /** A broker works for the customer in this session (spec section 6; decision 0037). */
  brokerFlow?: boolean;
};
import { safeReturnPath } from "~/domain/account/auth-redirects";

/** The signed-in customer of this request on this partner, or null (guests are not customers). */
export async function findCustomer(request: Request, partner: LoadedPartner): Promise<Customer | null> {
  const visitor = await findVisitor(request, partner);
  return visitor && !visitor.isGuest ? (visitor as Customer) : null;
}

/**
 * For account pages and actions: the partner, language and signed-in customer. A visitor who
 * is not signed in goes to /sign-in and comes back here afterwards.
 */
export async function requireCustomer(request: Request): Promise<RequestContext & { partner: LoadedPartner; customer: Customer }> {
  const context = await requirePartner(request);
  const customer = await findCustomer(request, context.partner);
  if (!customer) {
    const url = new URL(request.url);
    const back = safeReturnPath(url.pathname + url.search);
    throw redirect(back ? `/sign-in?redirectTo=${encodeURIComponent(back)}` : "/sign-in");
  }
  return { ...context, customer };
}

/**
 * Signs the user in on this browser and returns the Set-Cookie headers, and whether this
 * browser's guest data was left out. With mergeGuest, what the visitor collected as a guest on
 * the same partner (cart, answers, profession, insurance registered elsewhere, support
 * conversations) moves to the account, so nothing chosen before signing in is lost; only a
 * link asked for in this very browser may do that (decision 0024).
 * The first proven sign-in of an address ends every session of the account that was never
 * proven (someone who bought with another person's address stays signed in no longer).
 */
export async function signInUser(
  request: Request,
  partner: LoadedPartner,
  userId: string,
  options: SignInOptions,
): Promise<{ headers: Headers; guestLeftOut: boolean }> {
  const user = await db.user.findFirst({
    where: { id: userId, partnerId: partner.config.id, isGuest: false },
    select: { id: true, professionId: true, professionDescription: true, emailVerifiedAt: true },
  });
  if (!user) throw new Error("signInUser: no customer with this id on this partner");
  const guest = await findVisitor(request, partner);
  const otherGuest = !!guest && guest.isGuest && guest.id !== user.id;
  if (otherGuest && options.mergeGuest) await mergeGuestIntoCustomer(guest, user);
  if (options.proven && !user.emailVerifiedAt) {
    await db.$transaction([
      db.session.deleteMany({ where: { userId: user.id, kind: "customer", proven: false } }),
      db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } }),
    ]);
  }
  const headers = new Headers();
  const extra = options.brokerFlow ? { [BROKER_FLOW]: true } : {};
  headers.append("Set-Cookie", await commitUserSession(request, user.id, { proven: options.proven }, extra));
  return { headers, guestLeftOut: otherGuest && !options.mergeGuest && (await hasGuestData(guest.id)) };
}

async function hasGuestData(guestId: string): Promise<boolean> {
  const [items, answers] = await Promise.all([
    db.cartItem.count({ where: { userId: guestId } }),
    db.answer.count({ where: { userId: guestId } }),
  ]);
  return items + answers > 0;
}

async function mergeGuestIntoCustomer(
  guest: Visitor,
  user: { id: string; professionId: string | null; professionDescription: string | null },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const owned = new Set(
      (await tx.cartItem.findMany({ where: { userId: user.id }, select: { productId: true } })).map((item) => item.productId),
    );
    const guestItems = await tx.cartItem.findMany({ where: { userId: guest.id }, select: { id: true, productId: true } });
    for (const item of guestItems) {
      if (owned.has(item.productId)) continue;
      await tx.cartItem.update({ where: { id: item.id }, data: { userId: user.id } });
    }
    const answered = new Set(
      (await tx.answer.findMany({ where: { userId: user.id }, select: { questionId: true } })).map((answer) => answer.questionId),
    );
    const guestAnswers = await tx.answer.findMany({ where: { userId: guest.id }, select: { id: true, questionId: true } });
    for (const answer of guestAnswers) {
      // The guest's answer is the newer one: it replaces the account's.
      if (answered.has(answer.questionId)) await tx.answer.deleteMany({ where: { userId: user.id, questionId: answer.questionId } });
      await tx.answer.update({ where: { id: answer.id }, data: { userId: user.id } });
    }
    if (!user.professionId && !user.professionDescription && (guest.professionId || guest.professionDescription)) {
      await tx.user.update({
        where: { id: user.id },
        data: { professionId: guest.professionId, professionDescription: guest.professionDescription },
      });
    }
    // What the guest finished stays with the person: insurance registered elsewhere (a completed
    // check-in and its checkout) and support conversations. Deleting the guest would take them along.
    await tx.checkout.updateMany({ where: { userId: guest.id, status: "completed" }, data: { userId: user.id } });
    await tx.checkedInInsurance.updateMany({ where: { userId: guest.id }, data: { userId: user.id } });
    await tx.chatConversation.updateMany({ where: { userId: guest.id }, data: { userId: user.id } });
    await tx.user.delete({ where: { id: guest.id } });
  });
}

/** Ends the session here, on the server too; everywhere also ends every other session of the user. */
export async function signOut(request: Request, partner: LoadedPartner, everywhere: boolean): Promise<Headers> {
  const customer = await findCustomer(request, partner);
  if (customer && everywhere) {
    await db.session.deleteMany({ where: { userId: customer.id, kind: "customer" } });
    // The partner app's tokens too.
    await revokeUserTokens(customer.id, Date.now());
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyUserSession(request));
  return headers;
}
