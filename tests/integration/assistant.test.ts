// The support assistant's page against the database (decision 0048): a customer's own policy is
// cited for "my policy" questions, another customer's never (nor on another partner's host), a
// guest sees no policy at all; bad questions and forged conversations are refused at the field.
// The profession page's "describe your work" suggestions continue as choosing a profession.
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("assistant");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "assistant-test-secret-0123456789";

const { db } = await import("~/server/platform/db.server");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const assistantRoute = await import("~/routes/support/support-assistant");
const professionRoute = await import("~/routes/catalogue/profession");
const productsRoute = await import("~/routes/catalogue/available-products");
const { formatMoney } = await import("~/domain/platform/formatting");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm } = h;

const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const IBAN = h.dutchIban("ABNA", "417164300");

type Exchange = { q: string; a: string; s: { kind: string; id: string; url: string }[]; h: string | null };
type Result = { exchanges: Exchange[]; error: string | null; question: string };

async function customerWithPolicy() {
  const buyer = await h.readyForPayment("acme", ["business-liability"]);
  const paid = await answerOf(() =>
    paymentRoute.action(
      args(postForm(ACME, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, buyer.cookie)),
    ),
  );
  expect(paid.status).toBe(302);
  const policy = await db.policy.findFirstOrThrow({ where: { userId: buyer.userId }, select: { id: true, number: true } });
  return { ...buyer, policyId: policy.id, number: policy.number };
}

const ask = (host: string, cookie: string | null, fields: Record<string, string>) =>
  answerOf(() => assistantRoute.action(args(postForm(host, "/support/assistant", fields, cookie))));

describe("the customer's own policies", () => {
  it("cites the asking customer's policy and never another customer's", async () => {
    const owner = await customerWithPolicy();
    const other = await customerWithPolicy();
    expect(await db.policy.count({ where: { id: { in: [owner.policyId, other.policyId] } } })).toBe(2);

    for (const question of ["Wat is de status van mijn polis?", "When does my policy start?"]) {
      const answer = await ask(ACME, owner.cookie, { question, history: "[]" });
      expect(answer.status).toBe(200);
      const latest = (answer.body as Result).exchanges.at(-1)!;
      expect(latest.s[0]).toMatchObject({ kind: "policy", id: `policy:${owner.policyId}`, url: `/user/policies/${owner.policyId}` });
      expect(latest.a).toContain(owner.number);
      expect(JSON.stringify(answer.body)).not.toContain(other.policyId);
      expect(JSON.stringify(answer.body)).not.toContain(other.number);
    }
  });

  it("shows a guest no policy, and the same cookie on another partner's host none either", async () => {
    const owner = await customerWithPolicy();
    const guest = await h.createGuest("acme");
    const asGuest = await ask(ACME, guest.cookie, { question: "Wat is de status van mijn polis?" });
    expect(asGuest.status).toBe(200);
    expect((asGuest.body as Result).exchanges.at(-1)!.s.some((source) => source.kind === "policy")).toBe(false);
    expect(JSON.stringify(asGuest.body)).not.toContain(owner.number);

    const elsewhere = await ask(BOEKFIX, owner.cookie, { question: "Wat is de status van mijn polis?" });
    expect(elsewhere.status).toBe(200);
    expect(JSON.stringify(elsewhere.body)).not.toContain(owner.policyId);
    expect(JSON.stringify(elsewhere.body)).not.toContain(owner.number);
  });

  it("greets a signed-in customer by name and email, a guest without", async () => {
    const owner = await customerWithPolicy();
    const user = await db.user.findUniqueOrThrow({ where: { id: owner.userId }, select: { firstName: true, lastName: true, email: true } });
    const page = await answerOf(() => assistantRoute.loader(args(getRequest(ACME, "/support/assistant", owner.cookie))));
    expect(page.status).toBe(200);
    expect((page.body as { user: unknown }).user).toEqual({ name: `${user.firstName} ${user.lastName}`, email: user.email });
    const guestPage = await answerOf(() => assistantRoute.loader(args(getRequest(ACME, "/support/assistant", null))));
    expect((guestPage.body as { user: unknown }).user).toBeNull();
  });
});

describe("questions and conversations", () => {
  it("answers a cover question with its product page as source and hands over when asked", async () => {
    const cover = await ask(ACME, null, { question: "Wat dekt de bedrijfsaansprakelijkheidsverzekering?" });
    const first = (cover.body as Result).exchanges.at(-1)!;
    expect(first.s[0]).toMatchObject({ kind: "product", id: "product:business-liability", url: "/products/business-liability" });
    expect(first.h).toBeNull();
    const person = await ask(ACME, null, {
      question: "Ik wil een medewerker spreken",
      history: JSON.stringify((cover.body as Result).exchanges),
    });
    const exchanges = (person.body as Result).exchanges;
    expect(exchanges).toHaveLength(2);
    expect(exchanges[1]).toMatchObject({ h: "asked", s: [] });
  });

  it("refuses an empty or too long question at the field, keeping the text", async () => {
    const empty = await ask(ACME, null, { question: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: "errors.required" });
    const long = "x".repeat(501);
    const tooLong = await ask(ACME, null, { question: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ error: "errors.tooLong", question: long });
  });

  it("drops a forged conversation (links off the site, too many exchanges) instead of showing it", async () => {
    const forged = [{ q: "hi", a: "click", s: [{ kind: "product", id: "x", title: "x", url: "javascript:alert(1)" }], h: null }];
    const answer = await ask(ACME, null, { question: "Wat kost de autoverzekering?", history: JSON.stringify(forged) });
    expect(answer.status).toBe(200);
    const exchanges = (answer.body as Result).exchanges;
    expect(exchanges).toHaveLength(1);
    expect(JSON.stringify(exchanges)).not.toContain("javascript:");
    const external = [{ q: "hi", a: "x", s: [{ kind: "faq", id: "x", title: "x", url: "//evil.example/" }], h: null }];
    const again = await ask(ACME, null, { question: "Wat kost de autoverzekering?", history: JSON.stringify(external) });
    expect((again.body as Result).exchanges).toHaveLength(1);
  });
});

describe("profession suggestions", () => {
  it("suggests professions for a description, and choosing one continues the funnel", async () => {
    const guest = await h.createGuest("acme");
    const suggested = await answerOf(() =>
      professionRoute.action(
        args(postForm(ACME, "/profession", { intent: "suggest", description: "Ik repareer lekkende kranen en leidingen" }, guest.cookie)),
      ),
    );
    expect(suggested.status).toBe(200);
    const suggestions = (suggested.body as { suggestions: { id: string; name: string }[] }).suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    const plumber = suggestions.find((profession) => profession.name === "Loodgieter");
    expect(plumber).toBeDefined();
    // Nothing is stored until a suggestion is chosen.
    expect((await db.user.findUniqueOrThrow({ where: { id: guest.userId } })).professionId).toBeNull();

    const chosen = await answerOf(() =>
      professionRoute.action(args(postForm(ACME, "/profession", { professionId: plumber!.id }, guest.cookie))),
    );
    expect(chosen.status).toBe(302);
    expect(chosen.location).toContain("/products/available-products");
    expect((await db.user.findUniqueOrThrow({ where: { id: guest.userId } })).professionId).toBe(plumber!.id);
  });

  it("refuses a too short description at the field", async () => {
    const guest = await h.createGuest("acme");
    const answer = await answerOf(() =>
      professionRoute.action(args(postForm(ACME, "/profession", { intent: "suggest", description: "a" }, guest.cookie))),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { description: "validations:required" } });
  });
});

// Honest prices (issue 35, decision 0086): the assistant quotes the price the asker's own card
// shows. A web designer (risk class 1) pays less for professional liability than the new
// visitor's default class (2); the assistant said the default's price to everyone.
describe("prices", () => {
  type Card = { slug: string; grossMonthlyCents: number; priceKind: "exact" | "from" };
  const cardOf = async (cookie: string | null, slug: string) => {
    const page = await answerOf(() => productsRoute.loader(args(getRequest(ACME, "/products/available-products", cookie))));
    return (page.body as { offer: { products: Card[] } }).offer.products.find((product) => product.slug === slug)!;
  };
  const priceAnswer = async (cookie: string | null) =>
    (await ask(ACME, cookie, { question: "Wat kost de beroepsaansprakelijkheidsverzekering?" })).body as Result;

  it("quotes the asker's own card price: a web designer's, and a new visitor's", async () => {
    const designer = await h.createGuest("acme");
    const profession = await db.profession.findUniqueOrThrow({ where: { slug: "web-designer" }, select: { id: true } });
    await db.user.update({ where: { id: designer.userId }, data: { professionId: profession.id } });
    const own = await cardOf(designer.cookie, "professional-liability");
    const newVisitor = await cardOf(null, "professional-liability");
    expect(own.priceKind).toBe("exact");
    expect(own.grossMonthlyCents).not.toBe(newVisitor.grossMonthlyCents);

    const toDesigner = (await priceAnswer(designer.cookie)).exchanges.at(-1)!;
    expect(toDesigner.a).toContain(`is ${formatMoney(own.grossMonthlyCents)} per maand`);
    expect(toDesigner.a).not.toContain(formatMoney(newVisitor.grossMonthlyCents));
    const toVisitor = (await priceAnswer(null)).exchanges.at(-1)!;
    expect(toVisitor.a).toContain(formatMoney(newVisitor.grossMonthlyCents));
  });
});
