// A flow check is data: listing "cover-amounts" (today only the check-in's) on the default flow's
// definition makes the default flow's questions screen refuse a cover per year below the cover per
// claim, with no other change; without it the same answers pass. The product is made of rows
// (as in product-by-rows.test.ts) and the screens are called as Remix calls them.
import { afterEach, describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";

await testDatabase("flow-check-by-definition");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "flow-check-by-definition-secret";

const { db } = await import("~/server/platform/db.server");
const { invalidateCatalogue } = await import("~/server/catalogue/catalogue.server");
const { answerFieldName } = await import("~/domain/catalogue/question-fields");
const { FLOWS } = await import("~/domain/checkout/flows/definitions");
const cartRoute = await import("~/routes/checkout/cart");
const checkoutRoute = await import("~/routes/checkout/checkout");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const { answerOf, args, getRequest, postForm, sessionCookieFrom } = await import("./support/funnel-harness");

const ACME = "acme.localhost";
const text = (nl: string, en: string, de: string, fr: string) => ({ nl, en, de, fr });
const euroOption = (value: string, position: number) => ({
  value,
  labels: text(`€ ${value}`, `€${value}`, `${value} €`, `${value} €`),
  consequence: "price_increase",
  priceFactorPermille: 1000,
  position,
});

async function createProduct() {
  const product = await db.insuranceProduct.create({
    data: {
      slug: "fixture-cover-amounts",
      type: "professional_liability",
      names: text("Testdekking", "Fixture cover", "Testdeckung", "Couverture test"),
      descriptions: text("Rijen.", "Rows.", "Zeilen.", "Lignes."),
      netMonthlyCents: 2500,
      grossMonthlyCents: 3025,
      analyticsId: "prod_fixture_cover",
      maxRiskClass: 3,
      tariffs: {
        create: [
          { riskClass: 1, netMonthlyCents: 2000 },
          { riskClass: 2, netMonthlyCents: 2500 },
          { riskClass: 3, netMonthlyCents: 3100 },
        ],
      },
      questions: {
        create: [
          {
            group: "price",
            type: "price",
            field: "per_claim",
            texts: text("Per schade?", "Per claim?", "Je Schaden?", "Par sinistre ?"),
            position: 0,
            required: true,
            options: { create: [euroOption("1250000", 0), euroOption("2500000", 1)] },
          },
          {
            group: "price",
            type: "price",
            field: "per_year",
            texts: text("Per jaar?", "Per year?", "Pro Jahr?", "Par an ?"),
            position: 1,
            required: true,
            options: { create: [euroOption("1250000", 0), euroOption("2500000", 1)] },
          },
        ],
      },
      partners: { create: { partner: { connect: { name: "acme" } }, position: 98 } },
    },
    select: {
      id: true,
      questions: { orderBy: { position: "asc" }, select: { id: true, field: true, options: { select: { id: true, value: true } } } },
    },
  });
  invalidateCatalogue();
  return product;
}

const product = await createProduct();
const [perClaim, perYear] = product.questions;
const optionOf = (question: typeof perClaim, value: string) => question!.options.find((option) => option.value === value)!.id;

/** A new visitor with the product in the cart on the questions screen; posts a cover per year below the cover per claim. */
async function postLowerCoverPerYear() {
  const added = await answerOf(() => cartRoute.action(args(postForm(ACME, "/cart", { intent: "add", productId: product.id }))));
  const cookie = sessionCookieFrom(added.headers)!;
  const started = await answerOf(() => checkoutRoute.loader(args(getRequest(ACME, "/checkout", cookie))));
  expect(started.location).toBe("/checkout/questions");
  return answerOf(() =>
    questionsRoute.action(
      args(
        postForm(
          ACME,
          "/checkout/questions",
          {
            intent: "save",
            [answerFieldName(perClaim!)]: optionOf(perClaim, "2500000"),
            [answerFieldName(perYear!)]: optionOf(perYear, "1250000"),
            liability: "no",
            police: "no",
            bankruptcy: "no",
            refusedInsurance: "no",
          },
          cookie,
        ),
      ),
    ),
  );
}

const defaultFlow = FLOWS.default as { checks: (typeof FLOWS.default)["checks"] };
const listedBefore = defaultFlow.checks;
afterEach(() => {
  defaultFlow.checks = listedBefore;
});

describe("a check listed on a flow's definition", () => {
  it("is not run on the default flow, which does not list it", async () => {
    expect(FLOWS.default.checks).not.toContain("cover-amounts");
    const saved = await postLowerCoverPerYear();
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/checkout/details");
  });

  it("is enforced on the default flow once its definition lists it, at the per-year question", async () => {
    defaultFlow.checks = [...listedBefore, "cover-amounts"];
    const refused = await postLowerCoverPerYear();
    expect(refused.status).toBe(400);
    const body = refused.body as { errors: Record<string, string>; values: Record<string, string> };
    expect(body.errors).toEqual({ [answerFieldName(perYear!)]: "validations:perYearBelowPerClaim" });
    // What was chosen stays on the form.
    expect(body.values[answerFieldName(perClaim!)]).toBe(optionOf(perClaim, "2500000"));
  });
});
