// Decision 0092 through the route modules, on a scratch database: a partner's only-Netherlands
// rule on company and personal addresses (checkout details and "my details"; another partner
// unaffected), death risk bought as a person (no company step), the product list's two flags,
// and a failing register giving the technical issue, never a 500, with everything typed back.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("address-country-and-product-list");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "address-country-and-product-list-secret";
process.env.ADDRESS_LOOKUP = "builtin";
// The vehicle register answers 500 to everything (a stub on a port of our own).
const failingRegister: Server = createServer((_request, response) => {
  response.writeHead(500, { "content-type": "text/plain" });
  response.end("register down");
});
await new Promise<void>((resolve) => failingRegister.listen(0, "127.0.0.1", resolve));
process.env.LICENCE_PLATE_LOOKUP = "rdw";
process.env.LICENCE_PLATE_RDW_URL = `http://127.0.0.1:${(failingRegister.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => failingRegister.close(() => resolve())));

const { db } = await import("~/server/platform/db.server");
const { TECHNICAL_ISSUE_KEY } = await import("~/domain/platform/technical-issue");
const detailsRoute = await import("~/routes/checkout/checkout-details");
const accountDetailsRoute = await import("~/routes/account/account-details");
const productsRoute = await import("~/routes/catalogue/available-products");
const cartRoute = await import("~/routes/checkout/cart");
const checkoutRoute = await import("~/routes/checkout/checkout");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const h = await import("./support/funnel-harness");
const { customerWithPolicy } = await import("./support/claims");
const { answerOf, args, getRequest, postForm, sessionCookieFrom } = h;

const DIRECT = "localhost";
const ACME = "acme.localhost";
const BOEKFIX = "boekfix.localhost";
const SOLO = "solo.localhost";

// This database's own partners: direct and acme keep addresses in the Netherlands, boekfix and
// solo do not; solo offers one product only. Set before any partner is read (and cached).
await db.partner.updateMany({ where: { name: { in: ["direct", "acme"] } }, data: { onlyNetherlandsAddresses: true } });
const soloId = await h.partnerId("solo");
const businessLiability = await h.productBySlug("business-liability");
await db.partnerProduct.deleteMany({ where: { partnerId: soloId, productId: { not: businessLiability.id } } });

type DetailsBody = { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } };

const person = (email: string) => ({
  firstName: "Sanne",
  lastName: "de Vries",
  birthDate: "1985-06-15",
  phoneNumber: "+31 6 12345678",
  email,
});

const company = (country: string) => ({
  company_name: "Jansen Webdesign",
  street: "Rue Neuve",
  house_number: "12",
  house_number_addition: "",
  postal_code: country === "Nederland" ? "3511AB" : "1000",
  city: country === "Nederland" ? "Utrecht" : "Brussel",
  country,
});

const home = (country: string) => ({
  street: country === "Nederland" ? "Oudegracht" : "Hauptstraße",
  houseNumber: "1",
  addition: "",
  postalCode: country === "Nederland" ? "3511AB" : "10115",
  city: country === "Nederland" ? "Utrecht" : "Berlin",
  country,
});

let emails = 0;
const email = () => `nl-only-${process.pid}-${++emails}@example.nl`;

const postDetails = (host: string, fields: Record<string, string>, cookie: string) =>
  answerOf(() => detailsRoute.action(args(postForm(host, "/checkout/details", { intent: "save", ...fields }, cookie))));

const addresses = (userId: string) =>
  db.address.findMany({ where: { userId }, orderBy: { type: "asc" }, select: { type: true, country: true, city: true } });

/** A visitor of death risk at the details step with no person, company or address yet (the date of birth answered). */
async function deathRiskVisitor(partner: "direct" | "boekfix") {
  const ready = await h.readyForPayment(partner, ["death-risk"]);
  await db.address.deleteMany({ where: { userId: ready.userId } });
  await db.user.update({
    where: { id: ready.userId },
    data: { companyName: null, firstName: null, lastName: null, email: null, phoneNumber: null, birthDate: null },
  });
  const birthDate = await db.question.findFirstOrThrow({
    where: { product: { slug: "death-risk" }, field: "birth_date" },
    select: { id: true },
  });
  await db.answer.create({ data: { userId: ready.userId, questionId: birthDate.id, dateValue: "1985-06-15" } });
  return ready;
}

describe("only addresses in the Netherlands where the partner restricts it (spec 5, validations.onlyNL)", () => {
  it("checkout, company: another country is refused at the country field with everything typed back; Nederland goes on", async () => {
    const buyer = await h.readyForPayment("direct", ["business-liability"]);
    const before = await addresses(buyer.userId);
    const fields = { ...person(email()), ...company("België") };
    const refused = await postDetails(DIRECT, fields, buyer.cookie);
    expect(refused.status).toBe(400);
    const body = refused.body as DetailsBody;
    expect(body.result.error).toEqual({ country: ["validations:onlyNL"] });
    expect(body.result.initialValue).toMatchObject({
      company_name: "Jansen Webdesign",
      street: "Rue Neuve",
      city: "Brussel",
      country: "België",
    });
    expect(await addresses(buyer.userId)).toEqual(before);

    const accepted = await postDetails(
      DIRECT,
      { ...person(email()), ...company("Nederland"), street: "Oudegracht", house_number: "1" },
      buyer.cookie,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(302);
    expect(accepted.location).toBe("/checkout/payment");
    expect(await addresses(buyer.userId)).toContainEqual({ type: "company", country: "Nederland", city: "Utrecht" });
  });

  it("checkout, company: a partner without the rule takes a company in Belgium", async () => {
    const buyer = await h.readyForPayment("solo", ["business-liability"]);
    const accepted = await postDetails(SOLO, { ...person(email()), ...company("België") }, buyer.cookie);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(302);
    expect(await addresses(buyer.userId)).toContainEqual({ type: "company", country: "België", city: "Brussel" });
  });

  it("checkout, home address: refused in Germany on the restricted partner, taken on another", async () => {
    const restricted = await deathRiskVisitor("direct");
    const refused = await postDetails(DIRECT, { ...person(email()), ...home("Duitsland") }, restricted.cookie);
    expect(refused.status).toBe(400);
    expect((refused.body as DetailsBody).result.error).toEqual({ country: ["validations:onlyNL"] });
    expect((refused.body as DetailsBody).result.initialValue).toMatchObject({
      firstName: "Sanne",
      street: "Hauptstraße",
      postalCode: "10115",
    });
    expect(await addresses(restricted.userId)).toEqual([]);
    expect((await db.user.findUniqueOrThrow({ where: { id: restricted.userId } })).firstName).toBeNull();

    const other = await deathRiskVisitor("boekfix");
    const accepted = await postDetails(BOEKFIX, { ...person(email()), ...home("Duitsland") }, other.cookie);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(302);
    expect(await addresses(other.userId)).toEqual([{ type: "personal", country: "Duitsland", city: "Berlin" }]);
  });

  it("my details: the restricted partner's customer can not move company or home abroad; another partner's can", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const before = await addresses(owner.userId);
    const post = (host: string, cookie: string, fields: Record<string, string>) =>
      answerOf(() => accountDetailsRoute.action(args(postForm(host, "/user/details", fields, cookie))));

    const companyAbroad = await post(ACME, owner.cookie, { intent: "company", ...company("Belgique") });
    expect(companyAbroad.status).toBe(400);
    expect((companyAbroad.body as DetailsBody).result.error).toEqual({ country: ["validations:onlyNL"] });
    expect((companyAbroad.body as DetailsBody).result.initialValue).toMatchObject({ street: "Rue Neuve", country: "Belgique" });

    const homeAbroad = await post(ACME, owner.cookie, { intent: "personal-address", ...home("Deutschland") });
    expect(homeAbroad.status).toBe(400);
    expect((homeAbroad.body as DetailsBody).result.error).toEqual({ country: ["validations:onlyNL"] });
    expect(await addresses(owner.userId)).toEqual(before);

    // The Netherlands in another language is the Netherlands.
    const homeHere = await post(ACME, owner.cookie, { intent: "personal-address", ...home("Nederland"), country: "Netherlands" });
    expect(homeHere.status, JSON.stringify(homeHere.body)).toBe(302);

    const other = await customerWithPolicy("boekfix", BOEKFIX);
    const elsewhere = await post(BOEKFIX, other.cookie, { intent: "personal-address", ...home("Deutschland") });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(302);
    expect(await addresses(other.userId)).toContainEqual({ type: "personal", country: "Deutschland", city: "Berlin" });
  });
});

describe("death risk bought as a person (no company step)", () => {
  it("the details screen asks the person and the home address, and stores no company", async () => {
    const buyer = await deathRiskVisitor("direct");
    const shown = await answerOf(() => detailsRoute.loader(args(getRequest(DIRECT, "/checkout/details", buyer.cookie))));
    expect(shown.status).toBe(200);
    expect((shown.body as { customer: string }).customer).toBe("personal");

    const saved = await postDetails(DIRECT, { ...person(email()), ...home("Nederland") }, buyer.cookie);
    expect(saved.status, JSON.stringify(saved.body)).toBe(302);
    expect(saved.location).toBe("/checkout/payment");
    const user = await db.user.findUniqueOrThrow({ where: { id: buyer.userId } });
    expect(user).toMatchObject({ firstName: "Sanne", lastName: "de Vries", companyName: null, chamberOfCommerceNumber: null });
    expect(await addresses(buyer.userId)).toEqual([{ type: "personal", country: "Nederland", city: "Utrecht" }]);
  });

  it("beside a business line the company step stays", async () => {
    const buyer = await h.readyForPayment("direct", ["business-liability", "death-risk"]);
    const birthDate = await db.question.findFirstOrThrow({
      where: { product: { slug: "death-risk" }, field: "birth_date" },
      select: { id: true },
    });
    await db.answer.create({ data: { userId: buyer.userId, questionId: birthDate.id, dateValue: "1985-06-15" } });
    const shown = await answerOf(() => detailsRoute.loader(args(getRequest(DIRECT, "/checkout/details", buyer.cookie))));
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect((shown.body as { customer: string }).customer).toBe("company");
  });
});

describe("the product list's flags (spec 4)", () => {
  type ListBody = { offer: { products: { id: string }[] }; held: string[]; anyWithoutActivePolicy: boolean; exactlyOne: boolean };
  const list = (host: string, path: string, cookie?: string) => answerOf(() => productsRoute.loader(args(getRequest(host, path, cookie))));

  it("a customer with a policy sees the products they do not hold yet, the held one named apart", async () => {
    const owner = await customerWithPolicy("acme", ACME);
    const answer = await list(ACME, "/products/available-products", owner.cookie);
    expect(answer.status).toBe(200);
    const body = answer.body as ListBody;
    expect(body.anyWithoutActivePolicy).toBe(true);
    expect(body.offer.products.map((product) => product.id)).not.toContain(owner.productId);
    expect(body.offer.products.length).toBeGreaterThan(0);
    expect(body.held).toHaveLength(1);

    // A visitor without policies sees every product, the held one among them.
    const guest = (await list(ACME, "/products/available-products")).body as ListBody;
    expect(guest.held).toEqual([]);
    expect(guest.offer.products.map((product) => product.id)).toContain(owner.productId);
    expect(guest.offer.products).toHaveLength(body.offer.products.length + 1);
  });

  it("exactly one product: straight to it, _gl and the calculator kept; more than one: the list", async () => {
    const one = await list(SOLO, "/products/available-products?_gl=1*abc");
    expect(one.status).toBe(302);
    expect(one.location).toBe("/products/business-liability?_gl=1*abc");
    const calculator = await list(SOLO, "/insurance-calculator/available-products?calculator=true");
    expect(calculator.status).toBe(302);
    expect(calculator.location).toBe("/insurance-calculator/products/business-liability");

    const many = await list(DIRECT, "/products/available-products");
    expect(many.status).toBe(200);
    expect((many.body as ListBody).exactlyOne).toBe(false);
    expect((many.body as ListBody).offer.products.length).toBeGreaterThan(1);
  });
});

describe("a failing provider: the technical issue (spec 8), never a 500", () => {
  it("the vehicle register answering 500: the technical issue at the plate, the plate typed back, nothing stored", async () => {
    const car = await db.insuranceProduct.findUniqueOrThrow({
      where: { slug: "car" },
      select: { id: true, questions: { where: { field: "license_plate" }, select: { id: true } } },
    });
    const added = await answerOf(() => cartRoute.action(args(postForm(DIRECT, "/cart", { intent: "add", productId: car.id }))));
    const cookie = sessionCookieFrom(added.headers)!;
    const started = await answerOf(() => checkoutRoute.loader(args(getRequest(DIRECT, "/checkout", cookie))));
    expect(started.location).toBe("/checkout/numberplate");
    const name = `q-${car.questions[0]!.id}`;
    const saved = await answerOf(() =>
      questionsRoute.action(args(postForm(DIRECT, "/checkout/numberplate", { intent: "save", [name]: "S-482-HJ" }, cookie))),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(400);
    const body = saved.body as { errors: Record<string, string>; values: Record<string, string> };
    expect(body.errors).toEqual({ [name]: TECHNICAL_ISSUE_KEY });
    expect(body.values[name]).toBe("S-482-HJ");
    const userId = (await db.cartItem.findFirstOrThrow({ where: { productId: car.id }, orderBy: { createdAt: "desc" } })).userId;
    expect(await db.answer.count({ where: { userId } })).toBe(0);
  });
});
