// The consumer product lines as a visitor sees them (car by licence plate, home by address,
// devices and drones), in Dutch and English: their questions, refusals and messages.
import { expect, type Locator, type Page } from "@playwright/test";
import { fillDate } from "./dates";
import { db } from "./db";
import type { Lang } from "./funnel";

/** The texts of the seeded products (prisma/seed-data/products.ts) and the screens (locales). */
export const CONSUMER = {
  nl: {
    car: "Autoverzekering",
    liability: "Aansprakelijkheidsverzekering particulieren",
    building: "Opstalverzekering",
    content: "Inboedelverzekering",
    device: "Elektronicaverzekering",
    drone: "Droneverzekering",
    numberplateTitle: "Je auto",
    plate: "Wat is het kenteken van je auto?",
    findCar: "Zoek mijn auto",
    anotherPlate: "Ander kenteken",
    km: "Hoeveel kilometer rijd je per jaar?",
    kmUpTo10k: "Tot 10.000 km",
    claimFreeYears: /^Hoeveel schadevrije jaren heb je\?/,
    mainDriverBirthDate: "Wat is de geboortedatum van de hoofdbestuurder?",
    carAddress: "Waar woon je?",
    postcode: "Postcode",
    houseNumber: "Huisnummer",
    addition: "Toevoeging (optioneel)",
    cover: "Welke dekking wil je?",
    covers: { wa: "WA", wa_plus: "WA+ (beperkt casco)", all_risk: "Allrisk" },
    carDeductible: "Welk eigen risico kies je bij cascoschade?",
    legal: "Wil je rechtsbijstand verkeer meeverzekeren?",
    roadside: "Wil je pechhulp in Nederland en Europa?",
    passenger: "Wil je een schadeverzekering voor inzittenden?",
    perMonth: "per maand",
    updatePremium: "Premie bijwerken",
    insuredPlate: "Kenteken",
    refusalTitle: "We kunnen deze auto niet verzekeren",
    backToOverview: "Terug naar het overzicht",
    shared: "Over jou en je woning",
    homeAddress: "Om welk adres gaat het?",
    household: "Wat is je gezinssamenstelling?",
    ownership: "Ben je eigenaar of huurder van de woning?",
    conformity: /^Is je woning van steen gebouwd/,
    homeDeductible: "Welk eigen risico kies je?",
    deviceType: "Welk apparaat wil je verzekeren?",
    smartphone: "Smartphone",
    devicePrice: "Wat was de aankoopprijs (maximaal € 5.000)?",
    purchaseDate: "Wanneer heb je het gekocht?",
    deviceIdentifier: "Wat is het IMEI-nummer (telefoon, 15 cijfers) of het serienummer van het apparaat?",
    dronePrice: "Wat was de aankoopprijs van de drone (maximaal € 5.000)?",
    droneCover: "Welke dekking wil je?",
    droneHull: "Aansprakelijkheid en schade aan de drone",
    droneSerial: "Wat is het serienummer van de drone?",
    deviceIntact: /^Is het apparaat onbeschadigd/,
    ownUseOnly: /^Vlieg je alleen voor jezelf/,
    disqualified: /rijbevoegdheid ontzegd\?$/,
    insuredObject: "Wat is verzekerd",
    identifierLabel: "IMEI- of serienummer",
    messages: {
      licensePlate: "Vul een geldig Nederlands kenteken in, bijvoorbeeld AB-123-C",
      licensePlateNotFound:
        "We vinden geen voertuig met dit kenteken in het kentekenregister. Controleer het kenteken of probeer een ander",
      imei: "Vul een geldig IMEI-nummer in (15 cijfers)",
      maxDronePrice: "De maximale aankoopprijs is € 5.000",
    },
    refusals: {
      ACI01:
        "Dit voertuig is geen personenauto en deze verzekering is alleen voor personenauto's. Controleer het kenteken of kies een andere verzekering.",
      MIS115: "Deze auto staat in het kentekenregister als geëxporteerd, daarom kunnen we hem niet verzekeren. Controleer het kenteken.",
      UWM03: "We verzekeren geen auto's ouder dan 25 jaar. Voor een klassieker kun je terecht bij een oldtimerverzekeraar.",
      UWM11: "Een taxi kunnen we met deze verzekering niet verzekeren. Neem voor een taxiverzekering contact op met een adviseur.",
      UWM12: "Allrisk is niet mogelijk voor een auto ouder dan 8 jaar. Kies WA of WA+ (beperkt casco).",
      UWM21: "De hoofdbestuurder moet minstens 18 jaar oud zijn. Vul een andere hoofdbestuurder in.",
    },
  },
  en: {
    car: "Car insurance",
    liability: "Personal liability insurance",
    building: "Buildings insurance",
    content: "Contents insurance",
    device: "Device insurance",
    drone: "Drone insurance",
    numberplateTitle: "Your car",
    plate: "What is your car's licence plate?",
    findCar: "Find my car",
    anotherPlate: "Another licence plate",
    km: "How many kilometres do you drive per year?",
    kmUpTo10k: "Up to 10,000 km",
    claimFreeYears: /^How many claim-free years do you have\?/,
    mainDriverBirthDate: "What is the main driver's date of birth?",
    carAddress: "Where do you live?",
    postcode: "Postcode",
    houseNumber: "House number",
    addition: "Addition (optional)",
    cover: "Which cover do you want?",
    covers: { wa: "Third party", wa_plus: "Third party, fire and theft", all_risk: "Comprehensive" },
    carDeductible: "Which deductible do you choose for damage to your own car?",
    legal: "Do you want to add motor legal assistance?",
    roadside: "Do you want roadside assistance in the Netherlands and Europe?",
    passenger: "Do you want passenger accident cover?",
    perMonth: "per month",
    updatePremium: "Update premium",
    insuredPlate: "Licence plate",
    refusalTitle: "We cannot insure this car",
    backToOverview: "Back to the overview",
    shared: "About you and your home",
    homeAddress: "What is the address of the home?",
    household: "What is your household composition?",
    ownership: "Do you own or rent the home?",
    conformity: /^Is your home built of brick or stone/,
    homeDeductible: "Which deductible do you choose?",
    deviceType: "Which device do you want to insure?",
    smartphone: "Smartphone",
    devicePrice: "What was the purchase price (at most €5,000)?",
    purchaseDate: "When did you buy it?",
    deviceIdentifier: "What is the device's IMEI (phone, 15 digits) or serial number?",
    dronePrice: "What was the drone's purchase price (at most €5,000)?",
    droneCover: "Which cover do you want?",
    droneHull: "Liability and damage to the drone",
    droneSerial: "What is the drone's serial number?",
    deviceIntact: /^Is the device undamaged/,
    ownUseOnly: /^Do you fly for yourself only/,
    disqualified: /disqualified from driving\?$/,
    insuredObject: "What is insured",
    identifierLabel: "IMEI or serial number",
    messages: {
      licensePlate: "Enter a valid Dutch licence plate, for example AB-123-C",
      licensePlateNotFound: "We cannot find a vehicle with this licence plate in the register. Check the plate or try another one",
      imei: "Enter a valid IMEI number (15 digits)",
      maxDronePrice: "The maximum purchase price is € 5,000",
    },
    refusals: {
      ACI01:
        "This vehicle is not a passenger car, and this insurance is for passenger cars only. Check the licence plate or choose another insurance.",
      MIS115: "This car is registered as exported, so we cannot insure it. Check the licence plate.",
      UWM03: "We do not insure cars older than 25 years. A classic car insurer can help you instead.",
      UWM11: "We cannot cover a taxi with this insurance. Please contact an adviser for taxi insurance.",
      UWM12: "Comprehensive cover is not possible for a car older than 8 years. Choose third party or third party, fire and theft.",
      UWM21: "The main driver must be at least 18 years old. Enter another main driver.",
    },
  },
} as const;

export type RefusalCode = keyof (typeof CONSUMER)["en"]["refusals"];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A radio by its label; consumer covers show their monthly price beside the label, which is part of the name. */
export function option(within: Page | Locator, label: string): Locator {
  return within.getByRole("radio", { name: new RegExp(`^${escapeRegExp(label)}(\\s*€.*)?$`) });
}

/** A question's radio group, by its question text. */
export function question(within: Page | Locator, text: string | RegExp): Locator {
  return within.getByRole("group", { name: text });
}

/** A product's part of a question screen (a region named by the product). */
export function productRegion(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** The local date (Europe/Amsterdam, as the browser) a number of days or years ago, as YYYY-MM-DD. */
export function dateAgo({ days = 0, years = 0 }: { days?: number; years?: number }): string {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date()).split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y - years, m - 1, d - days));
  return date.toISOString().slice(0, 10);
}

/** Types a plate on the numberplate screen and asks for the car. */
export async function findCar(page: Page, lang: Lang, plate: string) {
  const text = CONSUMER[lang];
  await expect(page).toHaveURL(/\/checkout\/numberplate/);
  await page.getByRole("textbox", { name: text.plate }).fill(plate);
  await page.getByRole("button", { name: text.findCar, exact: true }).click();
}

/** The refusal as shown: the title, the code's message, the code and the way back to the overview. */
export async function expectRefusal(page: Page, lang: Lang, code: RefusalCode) {
  const text = CONSUMER[lang];
  const alert = page.getByRole("alert").filter({ hasText: text.refusalTitle });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(text.refusals[code]);
  await expect(alert).toContainText(`Code ${code}`);
  await expect(alert.getByRole("link", { name: text.backToOverview })).toHaveAttribute("href", "/products/available-products");
}

export async function expectNoRefusal(page: Page, lang: Lang) {
  await expect(page.getByRole("alert").filter({ hasText: CONSUMER[lang].refusalTitle })).toHaveCount(0);
}

export type CarAnswers = {
  claimFreeYears?: string;
  mainDriverBirthDate?: string;
  cover?: "wa" | "wa_plus" | "all_risk";
  roadside?: boolean;
};

/** Fills the car's premium questions (no submit): up to 10,000 km, Oudegracht 1 in Utrecht, € 500 deductible, extras as asked. */
export async function answerCarPremium(page: Page, lang: Lang, answers: CarAnswers = {}) {
  const text = CONSUMER[lang];
  const yes = lang === "nl" ? "Ja" : "Yes";
  const no = lang === "nl" ? "Nee" : "No";
  await expect(page).toHaveURL(/\/checkout\/questions/);
  await option(question(page, text.km), text.kmUpTo10k).check();
  await page.getByRole("textbox", { name: text.claimFreeYears }).fill(answers.claimFreeYears ?? "5");
  await fillDate(page, text.mainDriverBirthDate, answers.mainDriverBirthDate ?? "1985-06-15");
  const address = question(page, text.carAddress);
  await address.getByRole("textbox", { name: text.postcode, exact: true }).fill("3511 AB");
  await address.getByRole("textbox", { name: text.houseNumber, exact: true }).fill("1");
  await option(question(page, text.cover), text.covers[answers.cover ?? "wa"]).check();
  await option(question(page, text.carDeductible), lang === "nl" ? "€ 500" : "€500").check();
  await option(question(page, text.legal), no).check();
  await option(question(page, text.roadside), answers.roadside ? yes : no).check();
  await option(question(page, text.passenger), no).check();
}

/** The visitor's stored answers to a product's questions. */
export async function storedAnswers(userId: string, productSlug: string) {
  return db.answer.findMany({ where: { userId, question: { product: { slug: productSlug } } }, include: { question: true } });
}
