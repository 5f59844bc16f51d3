// The consumer lines through their route modules as Remix calls them, on a scratch
// database: the car found by its licence plate, the home by its address (asked once for three
// products), and what bad or forged input gets: a 400 with the message key at its field, the
// typed values back, nothing stored, never a 500. Refused cars say why and store nothing; the
// happy paths end in policies that carry the insured object.
import { carRefusalMessageValues, type RefusalMessage } from "~/domain/catalogue/car-underwriting";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../support/test-database";
import type { Fields } from "./support/funnel-harness"; // type only: erased, loads nothing

await testDatabase("consumer-lines");
process.env.LOG_LEVEL = "silent";
process.env.SESSION_SECRET = "consumer-lines-test-secret";
// The built-in registers: the bundled vehicles and addresses, no network.
process.env.LICENCE_PLATE_LOOKUP = "builtin";
process.env.ADDRESS_LOOKUP = "builtin";

const { db } = await import("~/server/platform/db.server");
const { visitorAnswers } = await import("~/server/checkout/cart.server");
const { DEFAULT_RISK_CLASS, quoteProduct } = await import("~/domain/catalogue/product-quote");
const { todayInAmsterdam } = await import("~/domain/platform/validation");
const { partnerCatalogue } = await import("~/server/catalogue/catalogue.server");
const { BUILTIN_UNKNOWN_PLATE, BUILTIN_VEHICLE_PLATES: PLATES } = await import("~/server/providers/data/vehicles");
const cartRoute = await import("~/routes/checkout/cart");
const checkoutRoute = await import("~/routes/checkout/checkout");
const questionsRoute = await import("~/routes/checkout/checkout-questions");
const previewRoute = await import("~/routes/checkout/checkout-premium-preview");
const detailsRoute = await import("~/routes/checkout/checkout-details");
const paymentRoute = await import("~/routes/checkout/checkout-payment");
const h = await import("./support/funnel-harness");
const { answerOf, args, getRequest, postForm, sessionCookieFrom } = h;
const locales = {
  nl: (await import("~/i18n/locales/nl/validations.json")).default as Record<string, string>,
  en: (await import("~/i18n/locales/en/validations.json")).default as Record<string, string>,
  de: (await import("~/i18n/locales/de/validations.json")).default as Record<string, string>,
  fr: (await import("~/i18n/locales/fr/validations.json")).default as Record<string, string>,
};

const HOST = "localhost"; // the default partner (direct) offers the car, home, device and drone
const IBAN = h.dutchIban("ABNA", "417164300");
const FORMALITIES = { liability: "no", police: "no", bankruptcy: "no", refusedInsurance: "no" };

// ------------------------------------------------------------------------------------------
// Helpers

type Question = { id: string; field: string | null; group: string; required: boolean; options: { id: string; value: string }[] };

async function productOf(slug: string) {
  const product = await db.insuranceProduct.findUniqueOrThrow({
    where: { slug },
    select: {
      id: true,
      questions: {
        orderBy: { position: "asc" },
        select: { id: true, field: true, group: true, required: true, options: { select: { id: true, value: true } } },
      },
    },
  });
  const byField = (field: string): Question => {
    const question = product.questions.find((candidate) => candidate.field === field);
    if (!question) throw new Error(`${slug} asks no ${field}`);
    return question;
  };
  const option = (field: string, value: string) => {
    const found = byField(field).options.find((candidate) => candidate.value === value);
    if (!found) throw new Error(`${slug} ${field} has no option ${value}`);
    return found.id;
  };
  return { id: product.id, questions: product.questions as Question[], byField, option, name: (field: string) => `q-${byField(field).id}` };
}

/** A new guest, made as a browser makes one: by adding the products to the cart; then /checkout. */
async function visitorWith(...slugs: string[]) {
  let cookie: string | null = null;
  for (const slug of slugs) {
    const { id } = await productOf(slug);
    const added = await answerOf(() => cartRoute.action(args(postForm(HOST, "/cart", { intent: "add", productId: id }, cookie))));
    expect(added.status, `add ${slug}`).toBe(302);
    cookie ??= sessionCookieFrom(added.headers);
  }
  expect(cookie).toBeTruthy();
  const item = await db.cartItem.findFirstOrThrow({
    where: { productId: (await productOf(slugs[0]!)).id },
    orderBy: { createdAt: "desc" },
    select: { userId: true },
  });
  const started = await answerOf(() => checkoutRoute.loader(args(getRequest(HOST, "/checkout", cookie))));
  return { cookie: cookie!, userId: item.userId, firstStep: started.location };
}

const save = (pathname: string, fields: Fields, cookie: string) =>
  answerOf(() =>
    questionsRoute.action(
      args(postForm(HOST, pathname, Array.isArray(fields) ? [["intent", "save"], ...fields] : { intent: "save", ...fields }, cookie)),
    ),
  );

const screen = (pathname: string, cookie: string) => answerOf(() => questionsRoute.loader(args(getRequest(HOST, pathname, cookie))));

/** Every stored answer of a user, to compare before and after. */
const answerRows = (userId: string) =>
  db.answer.findMany({
    where: { userId },
    orderBy: { questionId: "asc" },
    select: {
      questionId: true,
      optionId: true,
      dateValue: true,
      moneyValueCents: true,
      floatValue: true,
      textValue: true,
      details: true,
      updatedAt: true,
    },
  });

type Rejected = {
  errors: Record<string, string> | null;
  values: Record<string, string>;
  preview: Record<string, { grossMonthlyCents: number; refusal: RefusalMessage | null }> | null;
};

/** A 400 with exactly this message key at this field, every typed value back, and no answer row touched. */
async function expectRejected(
  userId: string,
  run: () => ReturnType<typeof save>,
  submitted: Record<string, string>,
  field: string,
  key: string,
) {
  const before = await answerRows(userId);
  const answer = await run();
  expect(answer.status, `${field}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(400);
  const body = answer.body as Rejected;
  expect(body.errors).toEqual({ [field]: key });
  const typed = Object.fromEntries(
    Object.entries(submitted)
      .filter(([name]) => /^[qf]-/.test(name))
      .map(([name, value]) => [name, value.trim()]),
  );
  expect(body.values).toMatchObject(typed);
  expect(await answerRows(userId)).toEqual(before);
  // The key is a real message in every language.
  const [namespace, name] = key.split(":");
  expect(namespace).toBe("validations");
  for (const [language, messages] of Object.entries(locales)) expect(messages[name!], `${key} in ${language}`).toBeTruthy();
}

/** The car's premium screen filled in validly: an ordinary driver in Utrecht, WA, 10,000 km. */
function carQuestions(car: Awaited<ReturnType<typeof productOf>>, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    [car.name("km_per_year")]: car.option("km_per_year", "10000"),
    [car.name("claim_free_years")]: "5",
    [car.name("main_driver_birth_date")]: "1980-01-01",
    "f-postcode": "3511 AB",
    "f-house_number": "1",
    "f-house_number_addition": "",
    [car.name("coverage")]: car.option("coverage", "wa"),
    [car.name("deductible")]: car.option("deductible", "500"),
    [car.name("legal_assistance")]: car.option("legal_assistance", "no"),
    [car.name("road_assistance")]: car.option("road_assistance", "no"),
    [car.name("passenger_cover")]: car.option("passenger_cover", "no"),
    ...overrides,
  };
}

/** A car visitor past the numberplate screen with this plate saved. */
async function carVisitorWithPlate(plate: string = PLATES.ordinary) {
  const car = await productOf("car");
  const visitor = await visitorWith("car");
  expect(visitor.firstStep).toBe("/checkout/numberplate");
  const saved = await save("/checkout/numberplate", { [car.name("license_plate")]: plate }, visitor.cookie);
  expect(saved.status, JSON.stringify(saved.body)).toBe(302);
  expect(saved.location).toBe("/checkout/questions");
  return { car, ...visitor };
}

const personalDetails = (email: string, address = { postalCode: "3511AB", houseNumber: "1", street: "Oudegracht", city: "Utrecht" }) => ({
  intent: "save",
  firstName: "Sanne",
  lastName: "de Vries",
  birthDate: "1980-01-01",
  phoneNumber: "+31 6 12345678",
  email,
  ...address,
  addition: "",
  country: "Nederland",
});

// ------------------------------------------------------------------------------------------

describe("car: the numberplate screen", () => {
  it("refuses a plate of a wrong shape and one the register does not know: 400 at the field, nothing stored", async () => {
    const car = await productOf("car");
    const visitor = await visitorWith("car");
    expect(visitor.firstStep).toBe("/checkout/numberplate");
    const name = car.name("license_plate");
    for (const [plate, key] of [
      ["ABC", "validations:licensePlate"],
      ["12-34-56-78", "validations:licensePlate"],
      [BUILTIN_UNKNOWN_PLATE, "validations:licensePlateNotFound"],
      ["", "validations:required"],
    ] as const) {
      const fields = { [name]: plate };
      await expectRejected(visitor.userId, () => save("/checkout/numberplate", fields, visitor.cookie), fields, name, key);
    }
    expect(await db.answer.count({ where: { userId: visitor.userId } })).toBe(0);
    // Still on the numberplate screen: the questions screen sends back.
    expect((await screen("/checkout/questions", visitor.cookie)).location).toBe("/checkout/numberplate");
  });

  it("refuses a van (ACI01) with the refusal in the preview and stores nothing", async () => {
    const car = await productOf("car");
    const visitor = await visitorWith("car");
    const answer = await save("/checkout/numberplate", { [car.name("license_plate")]: "V-742-GD" }, visitor.cookie);
    expect(answer.status).toBe(400);
    const body = answer.body as Rejected;
    expect(body.preview?.[car.id]?.refusal?.code).toBe("ACI01");
    expect(body.values[car.name("license_plate")]).toBe("V-742-GD");
    expect(await db.answer.count({ where: { userId: visitor.userId } })).toBe(0);
  });

  it("saves a plate typed with dashes and small letters, with the vehicle in Answer.details", async () => {
    const car = await productOf("car");
    const visitor = await visitorWith("car");
    const saved = await save("/checkout/numberplate", { [car.name("license_plate")]: " s-482-hj " }, visitor.cookie);
    expect(saved.location).toBe("/checkout/questions");
    const row = await db.answer.findUniqueOrThrow({
      where: { userId_questionId: { userId: visitor.userId, questionId: car.byField("license_plate").id } },
    });
    expect(row.textValue).toBe("S482HJ");
    expect(row.details).toMatchObject({
      plate: "S482HJ",
      make: "VOLKSWAGEN",
      model: "POLO",
      vehicleType: "Personenauto",
      catalogueValueCents: 24_990_00,
      powerKw: 70,
    });
    // The numberplate screen shows what it found.
    const shown = await screen("/checkout/numberplate", visitor.cookie);
    expect(shown.status).toBe(200);
    const products = (shown.body as { products: { id: string; vehicle: { kind: string; plate: string } | null }[] }).products;
    expect(products.find((product) => product.id === car.id)?.vehicle).toMatchObject({ kind: "vehicle", plate: "S482HJ" });
  });
});

describe("car: the premium screen refuses bad and forged input", () => {
  it("each bad answer: 400 with its key at its field, the typed values back, nothing stored", async () => {
    const { car, cookie, userId } = await carVisitorWithPlate();
    const home = await productOf("home-content");
    const cases: [Record<string, string>, string, string][] = [
      [{ [car.name("claim_free_years")]: "-5" }, car.name("claim_free_years"), "validations:minClaimFreeYears"],
      [{ [car.name("claim_free_years")]: "vijf" }, car.name("claim_free_years"), "validations:number"],
      [{ "f-postcode": "75001" }, "f-postcode", "validations:onlyNL"],
      [{ "f-postcode": "1234" }, "f-postcode", "validations:postalCode"],
      [{ "f-house_number": "999" }, "f-postcode", "validations:addressNotFound"],
      [{ "f-house_number": "" }, "f-postcode", "validations:houseNumberRequired"],
      [{ [car.name("main_driver_birth_date")]: "2099-01-01" }, car.name("main_driver_birth_date"), "validations:dateInFuture"],
      // Another product's option id for the cover: a forged form.
      [{ [car.name("coverage")]: home.option("deductible", "500") }, car.name("coverage"), "validations:required"],
      // An extra's option id taken from another extra of the same product.
      [{ [car.name("road_assistance")]: car.option("legal_assistance", "yes") }, car.name("road_assistance"), "validations:required"],
      [{ [car.name("passenger_cover")]: "yes" }, car.name("passenger_cover"), "validations:required"],
    ];
    for (const [overrides, field, key] of cases) {
      const fields = carQuestions(car, overrides);
      await expectRejected(userId, () => save("/checkout/questions", fields, cookie), fields, field, key);
    }
    // Only the plate is stored.
    expect((await answerRows(userId)).map((row) => row.questionId)).toEqual([car.byField("license_plate").id]);
  });

  it("a ten-year-old car with all risk (UWM12): 400 with the refusal in the preview, nothing stored; WA is accepted", async () => {
    const { car, cookie, userId } = await carVisitorWithPlate(PLATES.tenYearsOld);
    const before = await answerRows(userId);
    const refused = await save(
      "/checkout/questions",
      carQuestions(car, { [car.name("coverage")]: car.option("coverage", "all_risk") }),
      cookie,
    );
    expect(refused.status).toBe(400);
    const body = refused.body as Rejected;
    expect(body.errors).toBeNull();
    // The message with the limit it names, worked out on the server for the screen.
    expect(body.preview?.[car.id]?.refusal).toEqual({
      code: "UWM12",
      key: "underwriting:car.UWM12",
      values: carRefusalMessageValues("UWM12"),
    });
    expect(body.preview?.[car.id]?.grossMonthlyCents).toBeGreaterThan(0);
    expect(body.values[car.name("coverage")]).toBe(car.option("coverage", "all_risk"));
    expect(await answerRows(userId)).toEqual(before);

    const accepted = await save("/checkout/questions", carQuestions(car), cookie);
    expect(accepted.location).toBe("/checkout/details");
  });

  it("a 17-year-old main driver is accepted by the field and refused by the rules (UWM21)", async () => {
    const { car, cookie, userId } = await carVisitorWithPlate();
    const before = await answerRows(userId);
    const birthDate = `${Number(todayInAmsterdam().slice(0, 4)) - 17}-01-01`;
    const refused = await save(
      "/checkout/questions",
      carQuestions(car, { [car.name("main_driver_birth_date")]: birthDate, [car.name("claim_free_years")]: "0" }),
      cookie,
    );
    expect(refused.status).toBe(400);
    expect((refused.body as Rejected).preview?.[car.id]?.refusal?.code).toBe("UWM21");
    expect(await answerRows(userId)).toEqual(before);
  });
});

describe("car: from plate to policy", () => {
  it("previews the premium of an address only typed (looked up, not stored), the same as once saved", async () => {
    const { car, cookie, userId } = await carVisitorWithPlate(PLATES.ordinary);
    const preview = async (fields: Record<string, string>) => {
      const answer = await answerOf(() =>
        previewRoute.loader(args(getRequest(HOST, `/checkout/premium-preview?${new URLSearchParams(fields)}`, cookie))),
      );
      expect(answer.status).toBe(200);
      return (answer.body as { preview: Record<string, { grossMonthlyCents: number }> }).preview[car.id]!.grossMonthlyCents;
    };
    const utrecht = await preview(carQuestions(car));
    const amsterdam = await preview(carQuestions(car, { "f-postcode": "1017XN", "f-house_number": "42" }));
    const unknown = await preview(carQuestions(car, { "f-postcode": "3511AB", "f-house_number": "999" }));
    // Region 10 (Amsterdam, 1250) costs more than region 35 (Utrecht, 1050); an unknown address counts no region.
    expect(amsterdam).toBeGreaterThan(utrecht);
    expect(unknown).toBeLessThan(utrecht);
    // Each cover option is priced for the answers on screen too: WA's price is the quote itself.
    const options = await answerOf(() =>
      previewRoute.loader(args(getRequest(HOST, `/checkout/premium-preview?${new URLSearchParams(carQuestions(car))}`, cookie))),
    );
    const coverPrices = (options.body as { preview: Record<string, { options: Record<string, Record<string, number>> }> }).preview[car.id]!
      .options[car.byField("coverage").id]!;
    expect(coverPrices[car.option("coverage", "wa")]).toBe(utrecht);
    expect(coverPrices[car.option("coverage", "all_risk")]).toBeGreaterThan(utrecht);
    expect(await db.answer.count({ where: { userId, questionId: car.byField("postcode").id } })).toBe(0);
    const saved = await save("/checkout/questions", carQuestions(car), cookie);
    expect(saved.location).toBe("/checkout/details");
    const product = (await partnerCatalogue((await db.partner.findUniqueOrThrow({ where: { name: "direct" } })).id)).find(
      (candidate) => candidate.id === car.id,
    )!;
    const quote = quoteProduct(product, {
      riskClass: DEFAULT_RISK_CLASS,
      answers: await visitorAnswers(userId),
      today: todayInAmsterdam(),
    });
    expect(quote.premium.grossMonthlyCents).toBe(utrecht);
  });

  it("saves the answers with the address found, prices them, and the policy carries the vehicle", async () => {
    const { car, cookie, userId } = await carVisitorWithPlate(PLATES.ordinary);

    const fields = carQuestions(car);
    const saved = await save("/checkout/questions", fields, cookie);
    expect(saved.location).toBe("/checkout/details");
    const postcode = await db.answer.findUniqueOrThrow({
      where: { userId_questionId: { userId, questionId: car.byField("postcode").id } },
    });
    expect(postcode.textValue).toBe("3511AB 1");
    expect(postcode.details).toMatchObject({
      postalCode: "3511AB",
      houseNumber: "1",
      addition: null,
      street: "Oudegracht",
      city: "Utrecht",
    });
    const stored = await answerRows(userId);

    // The premium preview (a GET, nothing saved) follows the cover on screen.
    const previewOf = async (coverage: string) => {
      const query = new URLSearchParams({ ...fields, [car.name("coverage")]: car.option("coverage", coverage) });
      const answer = await answerOf(() => previewRoute.loader(args(getRequest(HOST, `/checkout/premium-preview?${query}`, cookie))));
      expect(answer.status).toBe(200);
      return (answer.body as { preview: Record<string, { grossMonthlyCents: number; refusal: RefusalMessage | null }> }).preview[car.id]!;
    };
    const [wa, waPlus, allRisk] = [await previewOf("wa"), await previewOf("wa_plus"), await previewOf("all_risk")];
    expect(wa.grossMonthlyCents).toBeLessThan(waPlus.grossMonthlyCents);
    expect(waPlus.grossMonthlyCents).toBeLessThan(allRisk.grossMonthlyCents);
    expect([wa.refusal, waPlus.refusal, allRisk.refusal]).toEqual([null, null, null]);
    expect(await answerRows(userId)).toEqual(stored);

    const claimFree = await db.answer.findUniqueOrThrow({
      where: { userId_questionId: { userId, questionId: car.byField("claim_free_years").id } },
    });
    expect(claimFree.floatValue).toBe(5);

    // The premium of the stored answers, as the engine gives it, is what the screen showed for WA.
    const product = (await partnerCatalogue((await db.partner.findUniqueOrThrow({ where: { name: "direct" } })).id)).find(
      (candidate) => candidate.id === car.id,
    )!;
    const quote = quoteProduct(product, {
      riskClass: DEFAULT_RISK_CLASS,
      answers: await visitorAnswers(userId),
      today: todayInAmsterdam(),
    });
    expect(quote.refusal).toBeNull();
    expect(quote.premium.outOfRange).toEqual([]);
    expect(quote.premium.grossMonthlyCents).toBe(wa.grossMonthlyCents);

    const details = await answerOf(() =>
      detailsRoute.action(args(postForm(HOST, "/checkout/details", personalDetails(`car-${process.pid}@example.nl`), cookie))),
    );
    expect(details.location, JSON.stringify(details.body)).toBe("/checkout/final-questions");
    const disqualified = car.questions.find((question) => question.group === "normal")!;
    const final = await save(
      "/checkout/final-questions",
      { [`q-${disqualified.id}`]: disqualified.options.find((option) => option.value === "no")!.id, ...FORMALITIES },
      cookie,
    );
    expect(final.location, JSON.stringify(final.body)).toBe("/checkout/payment");
    const payment = await answerOf(() => paymentRoute.loader(args(getRequest(HOST, "/checkout/payment", cookie))));
    expect((payment.body as { totals: { grossMonthlyCents: number } }).totals.grossMonthlyCents).toBe(quote.premium.grossMonthlyCents);

    const bought = await answerOf(() =>
      paymentRoute.action(
        args(postForm(HOST, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, cookie)),
      ),
    );
    expect(bought.location, JSON.stringify(bought.body)).toMatch(/^\/result\?checkout=/);
    const policies = await db.policy.findMany({ where: { userId } });
    expect(policies).toHaveLength(1);
    expect(policies[0]).toMatchObject({
      productId: car.id,
      status: "active",
      grossMonthlyCents: quote.premium.grossMonthlyCents,
      netMonthlyCents: quote.premium.netMonthlyCents,
    });
    expect(policies[0]!.insuredObject).toEqual({
      kind: "vehicle",
      plate: "S482HJ",
      make: "VOLKSWAGEN",
      model: "POLO",
      firstRegistration: "2023-03-14",
      catalogueValueCents: 24_990_00,
      fuel: "Benzine",
      powerKw: 70,
    });
  });
});

describe("home: liability, building and content in one checkout", () => {
  async function homeVisitor() {
    const [liability, building, content] = await Promise.all(["home-liability", "home-building", "home-content"].map(productOf));
    const visitor = await visitorWith("home-liability", "home-building", "home-content");
    expect(visitor.firstStep).toBe("/checkout/questions");
    const fields: Record<string, string> = {
      "f-postcode": "1017 xn",
      "f-house_number": "42",
      "f-house_number_addition": "",
      "f-family_composition": "single",
      "f-home_ownership": "owner",
      "f-allianz_house_conformity": "yes",
      [liability!.name("deductible")]: liability!.option("deductible", "100"),
      [building!.name("deductible")]: building!.option("deductible", "500"),
      [content!.name("deductible")]: content!.option("deductible", "500"),
      [building!.name("glass")]: building!.option("glass", "no"),
      [building!.name("all_risk")]: building!.option("all_risk", "no"),
      [content!.name("all_risk")]: content!.option("all_risk", "no"),
    };
    return { liability: liability!, building: building!, content: content!, fields, ...visitor };
  }

  it("asks the address once, above the products (f-postcode), not per product", async () => {
    const { cookie } = await homeVisitor();
    const shown = await screen("/checkout/questions", cookie);
    expect(shown.status).toBe(200);
    const body = shown.body as { shared: { name: string; field: string }[]; products: { questions: { field: string | null }[] }[] };
    expect(body.shared.filter((question) => question.field === "postcode").map((question) => question.name)).toEqual(["f-postcode"]);
    for (const product of body.products) expect(product.questions.some((question) => question.field === "postcode")).toBe(false);
  });

  it("refuses an address outside the Netherlands, one that does not exist and an ambiguous one: nothing stored", async () => {
    const { cookie, userId, fields } = await homeVisitor();
    const cases: [Record<string, string>, string][] = [
      [{ "f-postcode": "75001" }, "validations:onlyNL"],
      [{ "f-postcode": "B-1000" }, "validations:onlyNL"],
      [{ "f-postcode": "1017" }, "validations:postalCode"],
      [{ "f-postcode": "3511AB", "f-house_number": "999" }, "validations:addressNotFound"],
      [{ "f-postcode": "3511AB", "f-house_number": "1", "f-house_number_addition": "Z" }, "validations:addressNotFound"],
      // 1326AH 24 has only 24-1 and 24-2: which one must be said.
      [{ "f-postcode": "1326AH", "f-house_number": "24" }, "validations:additionRequired"],
    ];
    for (const [overrides, key] of cases) {
      const submitted = { ...fields, ...overrides };
      await expectRejected(userId, () => save("/checkout/questions", submitted, cookie), submitted, "f-postcode", key);
    }
    expect(await db.answer.count({ where: { userId } })).toBe(0);
  });

  it("stores the one address for all three products with the same details, and the three policies carry it", async () => {
    const { liability, building, content, cookie, userId, fields } = await homeVisitor();
    const saved = await save("/checkout/questions", fields, cookie);
    expect(saved.location, JSON.stringify(saved.body)).toBe("/checkout/details");

    const postcodeRows = await db.answer.findMany({
      where: { userId, questionId: { in: [liability, building, content].map((product) => product.byField("postcode").id) } },
      select: { textValue: true, details: true },
    });
    expect(postcodeRows).toHaveLength(3);
    for (const row of postcodeRows) {
      expect(row.textValue).toBe("1017XN 42");
      expect(row.details).toEqual(postcodeRows[0]!.details);
    }
    expect(postcodeRows[0]!.details).toMatchObject({
      postalCode: "1017XN",
      houseNumber: "42",
      addition: null,
      street: "Keizersgracht",
      city: "Amsterdam",
    });
    // The shared option answers are stored per product, each its own question's option.
    for (const product of [building, content]) {
      const ownership = await db.answer.findUniqueOrThrow({
        where: { userId_questionId: { userId, questionId: product.byField("home_ownership").id } },
      });
      expect(ownership.optionId).toBe(product.option("home_ownership", "owner"));
    }

    const details = await answerOf(() =>
      detailsRoute.action(
        args(
          postForm(
            HOST,
            "/checkout/details",
            personalDetails(`home-${process.pid}@example.nl`, {
              postalCode: "1017XN",
              houseNumber: "42",
              street: "Keizersgracht",
              city: "Amsterdam",
            }),
            cookie,
          ),
        ),
      ),
    );
    expect(details.location, JSON.stringify(details.body)).toBe("/checkout/final-questions");
    const normal = [liability, building, content].flatMap((product) =>
      product.questions.filter((question) => question.group === "normal" && question.required),
    );
    const finalFields: Record<string, string> = { ...FORMALITIES };
    for (const question of normal) finalFields[`q-${question.id}`] = question.options.find((option) => option.value === "no")!.id;
    const final = await save("/checkout/final-questions", finalFields, cookie);
    expect(final.location, JSON.stringify(final.body)).toBe("/checkout/payment");

    const bought = await answerOf(() =>
      paymentRoute.action(
        args(postForm(HOST, "/checkout/payment", { start_date: todayInAmsterdam(), iban_number: IBAN, consent: "on" }, cookie)),
      ),
    );
    expect(bought.location, JSON.stringify(bought.body)).toMatch(/^\/result\?checkout=/);
    const policies = await db.policy.findMany({ where: { userId }, select: { productId: true, status: true, insuredObject: true } });
    expect(policies.map((policy) => policy.productId).sort()).toEqual([liability.id, building.id, content.id].sort());
    for (const policy of policies) {
      expect(policy.status).toBe("active");
      expect(policy.insuredObject).toEqual({
        kind: "address",
        street: "Keizersgracht",
        houseNumber: "42",
        addition: null,
        postalCode: "1017XN",
        city: "Amsterdam",
      });
    }
  });
});

describe("devices: identifier and price limits", () => {
  async function deviceVisitor() {
    const device = await productOf("device");
    const visitor = await visitorWith("device");
    expect(visitor.firstStep).toBe("/checkout/questions");
    const fields = (overrides: Record<string, string> = {}) => ({
      [device.name("device_type")]: device.option("device_type", "smartphone"),
      [device.name("device_price")]: "899",
      [device.name("purchase_date")]: todayInAmsterdam(),
      [device.name("device_identifier")]: "490154203237518",
      ...overrides,
    });
    return { device, fields, ...visitor };
  }

  it("refuses an IMEI that fails Luhn and a price of 5,000.01: 400 at the field, nothing stored", async () => {
    const { device, fields, cookie, userId } = await deviceVisitor();
    const cases: [Record<string, string>, string, string][] = [
      [{ [device.name("device_identifier")]: "490154203237519" }, device.name("device_identifier"), "validations:imei"],
      [{ [device.name("device_price")]: "5.000,01" }, device.name("device_price"), "validations:maxDronePrice"],
      [{ [device.name("device_price")]: "5000.01" }, device.name("device_price"), "validations:maxDronePrice"],
      [{ [device.name("device_price")]: "5001" }, device.name("device_price"), "validations:maxDronePrice"],
      [
        { [device.name("device_type")]: (await productOf("car")).option("coverage", "wa") },
        device.name("device_type"),
        "validations:required",
      ],
    ];
    for (const [overrides, field, key] of cases) {
      const submitted = fields(overrides);
      await expectRejected(userId, () => save("/checkout/questions", submitted, cookie), submitted, field, key);
    }
    expect(await db.answer.count({ where: { userId } })).toBe(0);
  });

  it("accepts 5,000 and a tablet's serial number", async () => {
    const { device, fields, cookie, userId } = await deviceVisitor();
    const saved = await save(
      "/checkout/questions",
      fields({
        [device.name("device_type")]: device.option("device_type", "tablet"),
        [device.name("device_price")]: "€ 5.000",
        [device.name("device_identifier")]: "dmpxk2-abcd12",
      }),
      cookie,
    );
    expect(saved.location, JSON.stringify(saved.body)).toBe("/checkout/details");
    const price = await db.answer.findUniqueOrThrow({
      where: { userId_questionId: { userId, questionId: device.byField("device_price").id } },
    });
    expect(price.moneyValueCents).toBe(500_000);
    const identifier = await db.answer.findUniqueOrThrow({
      where: { userId_questionId: { userId, questionId: device.byField("device_identifier").id } },
    });
    expect(identifier.textValue).toBe("DMPXK2-ABCD12");
  });
});

describe("isolation: another visitor cannot see or change these answers", () => {
  it("a second visitor's screens show their own (empty) answers and their saves touch only their rows", async () => {
    const owner = await carVisitorWithPlate(PLATES.diesel);
    expect((await save("/checkout/questions", carQuestions(owner.car), owner.cookie)).location).toBe("/checkout/details");
    const ownerRows = await answerRows(owner.userId);
    expect(ownerRows.length).toBeGreaterThan(5);

    const other = await visitorWith("car");
    const shown = await screen("/checkout/numberplate", other.cookie);
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toContain("P307ZG");
    expect(JSON.stringify(shown.body)).not.toContain("SKODA");
    // The same question ids (same product): the save is the other visitor's own.
    const saved = await save("/checkout/numberplate", { [owner.car.name("license_plate")]: PLATES.smallElectric }, other.cookie);
    expect(saved.location).toBe("/checkout/questions");
    const otherQuestions = await screen("/checkout/questions", other.cookie);
    const values = (
      otherQuestions.body as { shared: { value: string }[]; products: { questions: { name: string; value: string }[] }[] }
    ).products.flatMap((product) => product.questions);
    expect(values.find((question) => question.name === owner.car.name("claim_free_years"))?.value).toBe("");
    expect(values.find((question) => question.name === owner.car.name("main_driver_birth_date"))?.value).toBe("");
    expect(await answerRows(owner.userId)).toEqual(ownerRows);

    // A hand-made (unsigned) cookie naming the owner is nobody: no screen of theirs, no change.
    const forged = `__session=${Buffer.from(JSON.stringify({ userId: owner.userId }), "utf8").toString("base64")}`;
    for (const pathname of ["/checkout/numberplate", "/checkout/questions"]) {
      const attempt = await save(
        pathname,
        { [owner.car.name("license_plate")]: PLATES.van, ...carQuestions(owner.car, { [owner.car.name("claim_free_years")]: "15" }) },
        forged,
      );
      expect(attempt.status, pathname).not.toBe(500);
      expect([302, 303, 400, 401, 403]).toContain(attempt.status);
      const view = await screen(pathname, forged);
      expect(view.status).not.toBe(200);
    }
    expect(await answerRows(owner.userId)).toEqual(ownerRows);
  });
});
