// The consumer product lines (issue 10) as a person buys them, in Dutch and English, on a
// desktop and at 375 px: a car found by its licence plate (and refused, with the insurer's code,
// when the rules say so), the three home products on one address asked once, and a phone and a
// drone in one checkout. Each test checks the screens and what the database holds.
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../app/domain/platform/formatting";
import { BUILTIN_UNKNOWN_PLATE, BUILTIN_VEHICLE_PLATES } from "../../app/server/providers/data/vehicles";
import {
  answerCarPremium,
  CONSUMER,
  dateAgo,
  expectNoRefusal,
  expectRefusal,
  findCar,
  option,
  productRegion,
  question,
  storedAnswers,
} from "./support/consumer";
import { fillDate } from "./support/dates";
import { db, visitorId } from "./support/db";
import {
  answerAllQuestions,
  fillHomeAddress,
  fillPerson,
  formalitiesRegion,
  pay,
  startCheckoutWith,
  TEXT,
  uniqueEmail,
  type Lang,
} from "./support/funnel";
import { partnerUrl } from "./support/hosts";

const IBAN = "NL91ABNA0417164300";
const UTRECHT = { kind: "address", street: "Oudegracht", houseNumber: "1", postalCode: "3511AB", city: "Utrecht" };

/**
 * Details (the person; the address as given, or typed), the final questions with their
 * overrides, pay: the result page. Returns the pay button's text (the monthly total agreed to).
 */
async function detailsFinalQuestionsAndPay(
  page: Page,
  lang: Lang,
  email: string,
  finalAnswers: [RegExp, string][] = [],
  typeAddress = false,
  /** A car's optional VIN: first a wrong one (refused at the field, kept), then the right one. */
  vin?: { wrong: string; right: string },
) {
  const text = TEXT[lang];
  await expect(page).toHaveURL(/\/checkout\/details/);
  await fillPerson(page, lang, { email });
  if (typeAddress) await fillHomeAddress(page, lang);
  await page.getByRole("button", { name: text.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/final-questions/);
  await expect(formalitiesRegion(page, lang).getByRole("group")).toHaveCount(4);
  if (vin) {
    const field = page.getByRole("textbox", { name: /VIN/ });
    await field.fill(vin.wrong);
    await answerAllQuestions(page, lang, finalAnswers, "final-questions");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/VIN.*17/);
    await expect(field).toHaveValue(vin.wrong);
    await field.fill(vin.right);
  }
  await answerAllQuestions(page, lang, finalAnswers, "final-questions");
  await expect(page).toHaveURL(/\/checkout\/payment/);
  const agreed = await page.getByRole("button", { name: text.buy }).innerText();
  await pay(page, lang, IBAN);
  await expect(page.getByRole("heading", { level: 1, name: text.insured })).toBeVisible();
  return agreed;
}

/** The result page lists each policy bought: product, number and monthly premium as stored. */
async function expectResultRows(page: Page, policies: { number: string; grossMonthlyCents: number }[], productNames: string[]) {
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(policies.length + 1);
  for (const [index, policy] of policies.entries()) {
    const row = page.getByRole("row").filter({ hasText: policy.number });
    await expect(row.getByRole("rowheader")).toHaveText(productNames[index]!);
    await expect(row).toContainText(formatMoney(policy.grossMonthlyCents));
  }
}

/** Opens a policy from the overview (/user/policies) by its product's name; returns its "What is insured" section. */
async function openPolicy(page: Page, lang: Lang, productName: string) {
  await page.goto(partnerUrl(null, "/user/policies"));
  await page.getByRole("link", { name: productName, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/policies\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  return page.getByRole("region", { name: CONSUMER[lang].insuredObject });
}

// The main purchases in Dutch on a desktop and in English at 375 px.
for (const { lang, viewport } of [
  { lang: "nl", viewport: { width: 1280, height: 800 } },
  { lang: "en", viewport: { width: 375, height: 740 } },
] as const) {
  test.describe(`${lang}, ${viewport.width} px`, () => {
    test.use({ viewport });
    const text = CONSUMER[lang];

    test("a car is found by its licence plate and bought, and its policy shows the plate", async ({ page }) => {
      await startCheckoutWith(page, null, lang, [text.car]);
      await expect(page).toHaveURL(/\/checkout\/numberplate$/);
      await expect(page.getByRole("heading", { level: 1, name: text.numberplateTitle })).toBeVisible();
      const plate = page.getByRole("textbox", { name: text.plate });

      // A plate of no Dutch shape, then one of a good shape that the register does not know:
      // each says so at the field and keeps what was typed.
      await findCar(page, lang, "AB-12-3C");
      await expect(plate).toHaveAccessibleDescription(text.messages.licensePlate);
      await expect(plate).toHaveAttribute("aria-invalid", "true");
      await expect(plate).toHaveValue("AB-12-3C");
      await findCar(page, lang, "zz-999-z");
      await expect(plate).toHaveAccessibleDescription(text.messages.licensePlateNotFound);
      await expect(plate).toHaveValue("zz-999-z");
      await expect(page).toHaveURL(/\/checkout\/numberplate$/);
      const userId = await visitorId(page);
      expect(await storedAnswers(userId, "car")).toHaveLength(0);

      // The ordinary car: the premium screen shows it and prices each cover.
      await findCar(page, lang, "s 482 hj");
      await expect(page).toHaveURL(/\/checkout\/questions$/);
      const car = productRegion(page, text.car);
      await expect(car.getByText("S-482-HJ", { exact: true })).toBeVisible();
      await expect(car.getByText("VOLKSWAGEN POLO", { exact: true })).toBeVisible();
      await expect(car.getByRole("link", { name: text.anotherPlate })).toHaveAttribute("href", "/checkout/numberplate");
      for (const cover of Object.values(text.covers)) {
        await expect(option(question(page, text.cover), cover)).toHaveAccessibleName(new RegExp(`€.*${text.perMonth}$`));
      }
      await expect(formalitiesRegion(page, lang)).toHaveCount(0);
      await answerCarPremium(page, lang, { cover: "wa_plus" });
      await expectNoRefusal(page, lang);
      await page.getByRole("button", { name: TEXT[lang].continue, exact: true }).click();

      // Details start from the address given for the premium.
      await expect(page).toHaveURL(/\/checkout\/details/);
      await expect(page.getByLabel(TEXT[lang].street)).toHaveValue("Oudegracht");
      await expect(page.getByLabel(TEXT[lang].city)).toHaveValue("Utrecht");
      const email = uniqueEmail(`car-${lang}`);
      const agreed = await detailsFinalQuestionsAndPay(page, lang, email, [], false, {
        wrong: "WVWZZZ1JZXW00000O",
        right: "wvw zzz1jz xw000001",
      });

      // The database: one active car policy for this plate, with the cover chosen and the VIN as typed, in capitals.
      const policies = await db.policy.findMany({ where: { userId }, include: { product: true } });
      expect(policies.map((policy) => [policy.product.slug, policy.status])).toEqual([["car", "active"]]);
      expect(agreed).toContain(formatMoney(policies[0]!.grossMonthlyCents));
      await expectResultRows(page, policies, [text.car]);
      expect(policies[0]!.insuredObject).toMatchObject({
        kind: "vehicle",
        plate: BUILTIN_VEHICLE_PLATES.ordinary,
        make: "VOLKSWAGEN",
        model: "POLO",
      });
      const carAnswers = await storedAnswers(userId, "car");
      expect(carAnswers.find((answer) => answer.question.field === "vin")?.textValue).toBe("WVWZZZ1JZXW000001");
      const coverAnswer = carAnswers.find((answer) => answer.question.field === "coverage");
      expect(coverAnswer?.optionId).toBe(
        (await db.questionOption.findFirstOrThrow({ where: { questionId: coverAnswer!.questionId, value: "wa_plus" } })).id,
      );
      const user = await db.user.findUniqueOrThrow({ where: { id: userId }, include: { addresses: true } });
      expect(user.email).toBe(email);
      expect(user.addresses.map((address) => [address.type, address.postalCode, address.houseNumber])).toEqual([
        ["personal", "3511AB", "1"],
      ]);

      // The policy page names the car by its plate.
      const insured = await openPolicy(page, lang, text.car);
      await expect(insured).toContainText(text.insuredPlate);
      await expect(insured.getByText("S-482-HJ", { exact: true })).toBeVisible();
      await expect(insured.getByText("VOLKSWAGEN POLO", { exact: true })).toBeVisible();
    });

    test("building, contents and liability are bought together, the address asked once", async ({ page }) => {
      await startCheckoutWith(page, null, lang, [text.liability, text.building, text.content]);
      await expect(page).toHaveURL(/\/checkout\/questions$/);

      // What describes the home is asked once, above the three products.
      const shared = page.getByRole("region", { name: text.shared });
      await expect(shared).toBeVisible();
      await expect(page.getByRole("group", { name: text.homeAddress })).toHaveCount(1);
      await expect(shared.getByRole("group", { name: text.homeAddress })).toBeVisible();
      await expect(page.getByRole("textbox", { name: text.postcode, exact: true })).toHaveCount(1);
      for (const name of [text.household, text.ownership, text.conformity]) {
        await expect(page.getByRole("group", { name })).toHaveCount(1);
        await expect(shared.getByRole("group", { name })).toBeVisible();
      }
      // Each product keeps its own cover choices.
      for (const product of [text.liability, text.building, text.content]) {
        await expect(productRegion(page, product).getByRole("group", { name: text.homeDeductible })).toBeVisible();
      }
      await answerAllQuestions(page, lang, [[text.conformity, TEXT[lang].yes]]);

      await expect(page).toHaveURL(/\/checkout\/details/);
      await expect(page.getByLabel(TEXT[lang].street)).toHaveValue("Oudegracht");
      const agreed = await detailsFinalQuestionsAndPay(page, lang, uniqueEmail(`home3-${lang}`));

      const userId = await visitorId(page);
      const policies = await db.policy.findMany({ where: { userId }, include: { product: true }, orderBy: { product: { slug: "asc" } } });
      expect(policies.map((policy) => [policy.product.slug, policy.status])).toEqual([
        ["home-building", "active"],
        ["home-content", "active"],
        ["home-liability", "active"],
      ]);
      for (const policy of policies) expect(policy.insuredObject, policy.product.slug).toMatchObject(UTRECHT);
      await expectResultRows(page, policies, [text.building, text.content, text.liability]);
      expect(agreed).toContain(formatMoney(policies.reduce((sum, policy) => sum + policy.grossMonthlyCents, 0)));
      const checkouts = await db.checkout.findMany({
        where: { userId },
        select: { group: true, status: true, _count: { select: { policies: true } } },
      });
      expect(checkouts).toEqual([{ group: "consumer", status: "completed", _count: { policies: 3 } }]);

      const insured = await openPolicy(page, lang, text.building);
      await expect(insured).toContainText("Oudegracht 1, 3511 AB Utrecht");
    });

    test("a phone by IMEI and a drone by price are bought in one checkout", async ({ page }) => {
      const t = TEXT[lang];
      await startCheckoutWith(page, null, lang, [text.device, text.drone]);
      await expect(page).toHaveURL(/\/checkout\/questions$/);
      const device = productRegion(page, text.device);
      const drone = productRegion(page, text.drone);
      const bought = dateAgo({ days: 60 });

      await device.getByRole("radio", { name: text.smartphone, exact: true }).check();
      await device.getByRole("textbox", { name: text.devicePrice }).fill("899");
      await fillDate(device, text.purchaseDate, bought);
      const imei = device.getByRole("textbox", { name: text.deviceIdentifier });
      await imei.fill("490154203237517"); // the Luhn check digit is 8
      await drone.getByRole("textbox", { name: text.dronePrice }).fill("5.000,01");
      await fillDate(drone, text.purchaseDate, bought);
      await drone.getByRole("radio", { name: text.droneHull, exact: true }).check();
      await drone.getByRole("textbox", { name: text.droneSerial }).fill("dji-4xk92q7");
      await page.getByRole("button", { name: t.continue, exact: true }).click();

      // Both mistakes at their fields, everything typed kept; nothing stored.
      await expect(imei).toHaveAccessibleDescription(text.messages.imei);
      await expect(imei).toHaveValue("490154203237517");
      const dronePrice = drone.getByRole("textbox", { name: text.dronePrice });
      await expect(dronePrice).toHaveAccessibleDescription(text.messages.maxDronePrice);
      await expect(dronePrice).toHaveValue("5.000,01");
      await expect(device.getByRole("textbox", { name: text.devicePrice })).toHaveValue("899");
      await expect(drone.getByRole("textbox", { name: text.droneSerial })).toHaveValue("dji-4xk92q7");
      await expect(page).toHaveURL(/\/checkout\/questions$/);
      const userId = await visitorId(page);
      expect(await db.answer.count({ where: { userId, question: { product: { slug: { in: ["device", "drone"] } } } } })).toBe(0);

      await imei.fill("490154203237518");
      await dronePrice.fill("1.299");
      await expect(device.getByRole("radio", { name: text.smartphone, exact: true })).toBeChecked();
      await expect(drone.getByRole("radio", { name: text.droneHull, exact: true })).toBeChecked();
      await page.getByRole("button", { name: t.continue, exact: true }).click();

      // No address was asked for the premium: the details ask it.
      const agreed = await detailsFinalQuestionsAndPay(
        page,
        lang,
        uniqueEmail(`device-${lang}`),
        [
          [text.deviceIntact, t.yes],
          [text.ownUseOnly, t.yes],
        ],
        true,
      );

      const policies = await db.policy.findMany({ where: { userId }, include: { product: true }, orderBy: { product: { slug: "asc" } } });
      expect(policies.map((policy) => [policy.product.slug, policy.status])).toEqual([
        ["device", "active"],
        ["drone", "active"],
      ]);
      expect(policies[0]!.insuredObject).toMatchObject({
        kind: "device",
        deviceType: "smartphone",
        identifier: "490154203237518",
        purchasePriceCents: 899_00,
        purchaseDate: bought,
      });
      expect(policies[1]!.insuredObject).toMatchObject({
        kind: "device",
        deviceType: "drone",
        identifier: "DJI-4XK92Q7",
        purchasePriceCents: 1299_00,
        purchaseDate: bought,
      });
      expect(new Set(policies.map((policy) => policy.checkoutId)).size).toBe(1);
      await expectResultRows(page, policies, [text.device, text.drone]);
      expect(agreed).toContain(formatMoney(policies[0]!.grossMonthlyCents + policies[1]!.grossMonthlyCents));

      for (const [product, identifier] of [
        [text.device, "490154203237518"],
        [text.drone, "DJI-4XK92Q7"],
      ] as const) {
        const insured = await openPolicy(page, lang, product);
        await expect(insured).toContainText(text.identifierLabel);
        await expect(insured.getByText(identifier, { exact: true })).toBeVisible();
      }
    });
  });
}

// Refusals: the other two combinations (English desktop, Dutch 375 px) where no purchase is needed.
for (const { lang, viewport } of [
  { lang: "en", viewport: { width: 1280, height: 800 } },
  { lang: "nl", viewport: { width: 375, height: 740 } },
] as const) {
  test.describe(`${lang}, ${viewport.width} px, refusals`, () => {
    test.use({ viewport });
    const text = CONSUMER[lang];

    test("the plate screen refuses a van, an exported car, a taxi and a classic, with their codes, and stores nothing", async ({
      page,
    }) => {
      await startCheckoutWith(page, null, lang, [text.car]);
      const plate = page.getByRole("textbox", { name: text.plate });
      for (const [code, key] of [
        ["ACI01", "van"],
        ["MIS115", "exported"],
        ["UWM11", "taxi"],
        ["UWM03", "classic"],
      ] as const) {
        await findCar(page, lang, BUILTIN_VEHICLE_PLATES[key]);
        await expectRefusal(page, lang, code);
        await expect(page, code).toHaveURL(/\/checkout\/numberplate$/);
        await expect(plate).toHaveValue(BUILTIN_VEHICLE_PLATES[key]);
      }
      expect(await storedAnswers(await visitorId(page), "car")).toHaveLength(0);

      // Back to the overview, as the notice offers.
      await page.getByRole("alert").getByRole("link", { name: text.backToOverview }).click();
      await expect(page).toHaveURL(/\/products\/available-products$/);
    });

    test("the premium screen refuses a 17-year-old main driver and comprehensive cover on a ten-year-old car until the answers change", async ({
      page,
    }) => {
      await startCheckoutWith(page, null, lang, [text.car]);
      await findCar(page, lang, BUILTIN_VEHICLE_PLATES.tenYearsOld);
      await expect(page).toHaveURL(/\/checkout\/questions$/);
      const userId = await visitorId(page);
      const cont = page.getByRole("button", { name: TEXT[lang].continue, exact: true });
      const submit = async () => {
        const saved = page.waitForResponse(
          (response) => response.request().method() === "POST" && response.url().includes("/checkout/questions"),
        );
        await cont.click();
        await saved;
      };

      // A main driver who is 17: the driver's rule comes before the cover's.
      await answerCarPremium(page, lang, { mainDriverBirthDate: dateAgo({ years: 17 }), claimFreeYears: "0", cover: "all_risk" });
      await submit();
      await expectRefusal(page, lang, "UWM21");
      await expect(page).toHaveURL(/\/checkout\/questions$/);

      // An adult main driver: comprehensive on a car older than 8 years is refused.
      await fillDate(page, text.mainDriverBirthDate, "1985-06-15");
      await submit();
      await expectRefusal(page, lang, "UWM12");
      await expect(page).toHaveURL(/\/checkout\/questions$/);
      // Only the plate is stored: a refused answer never is.
      expect((await storedAnswers(userId, "car")).map((answer) => answer.question.field)).toEqual(["license_plate"]);

      // Third party instead: the refusal goes and the visitor continues.
      await option(question(page, text.cover), text.covers.wa).check();
      await expectNoRefusal(page, lang);
      await cont.click();
      await expect(page).toHaveURL(/\/checkout\/details/);
      const stored = await storedAnswers(userId, "car");
      const coverage = stored.find((answer) => answer.question.field === "coverage");
      expect((await db.questionOption.findUniqueOrThrow({ where: { id: coverage!.optionId! } })).value).toBe("wa");
      expect(stored.find((answer) => answer.question.field === "main_driver_birth_date")?.dateValue).toBe("1985-06-15");
    });
  });
}

// The quote on screen counts the region of the postcode typed there (the preview looks the
// address up), so saving does not change it. The last preview asked while typing (without the
// house number) must not come back after the button's newer answer and replace it.
test("the premium screen quotes the premium that the answers on it cost", async ({ page }) => {
  const text = CONSUMER.nl;
  await startCheckoutWith(page, null, "nl", [text.car]);
  await findCar(page, "nl", BUILTIN_VEHICLE_PLATES.ordinary);
  await answerCarPremium(page, "nl");
  const previewed = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/checkout/questions"),
  );
  await page.getByRole("button", { name: text.updatePremium }).click();
  await previewed;
  const price = productRegion(page, text.car).getByTestId(/^premium-/);
  // The answer is on screen once the price is no longer busy (earlier previews may still show till then).
  await expect(price).toHaveAttribute("aria-busy", "false");
  const quoted = await price.innerText();
  await page.getByRole("button", { name: TEXT.nl.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/details/);
  // Back on the premium screen with the same answers, now saved.
  await page.goto(partnerUrl(null, "/checkout/questions"));
  await expect(price).toHaveText(quoted);
});

// An amount with cents is euros and cents ("1.299,50" is € 1.299,50), not a hundred times more.
test("a drone price with cents is read as euros and cents", async ({ page }) => {
  const text = CONSUMER.nl;
  await startCheckoutWith(page, null, "nl", [text.drone]);
  const price = page.getByRole("textbox", { name: text.dronePrice });
  await price.fill("1.299,50");
  await page.getByRole("button", { name: TEXT.nl.continue, exact: true }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expect(price).not.toHaveAccessibleDescription(text.messages.maxDronePrice);
  await expect(price).not.toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveValue("1.299,50");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plate screen and the premium's refusal work as plain forms", async ({ page }) => {
    const nl = TEXT.nl;
    const text = CONSUMER.nl;
    await page.goto(partnerUrl(null, "/profession?q=webdes&lng=nl"));
    await page.getByRole("button", { name: nl.profession, exact: true }).click();
    await page.getByRole("button", { name: nl.add(text.car) }).click();
    await page.getByRole("complementary").getByRole("button", { name: nl.continue }).click();

    await findCar(page, "nl", "12345");
    await expect(page.getByRole("textbox", { name: text.plate })).toHaveAccessibleDescription(text.messages.licensePlate);
    await findCar(page, "nl", BUILTIN_UNKNOWN_PLATE);
    await expect(page.getByRole("textbox", { name: text.plate })).toHaveAccessibleDescription(text.messages.licensePlateNotFound);
    await findCar(page, "nl", "3-KZP-81");
    await expect(page).toHaveURL(/\/checkout\/questions$/);
    await expect(productRegion(page, text.car).getByText("3-KZP-81", { exact: true })).toBeVisible();

    // "Update premium" without a script: the refusal for allrisk on this ten-year-old car.
    await answerCarPremium(page, "nl", { cover: "all_risk" });
    await page.getByRole("button", { name: text.updatePremium }).click();
    await expectRefusal(page, "nl", "UWM12");
    await option(question(page, text.cover), text.covers.wa).check();
    await page.getByRole("button", { name: nl.continue, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/details/);
  });
});
