// The disability insurance (aov) checkout as a visitor takes it, shared by the aov specs and the
// broker's aov quote bought end to end (tests/e2e/broker-sessions.spec.ts): the screens' texts in
// Dutch and English, the price questions, the knowledge test, the medical history and the
// premiums on screen. The right quiz answers and the medical questions come from the seed
// (prisma/seed-data/aov-health.ts).
import { expect, type Locator, type Page } from "@playwright/test";
import { knowledgeTestQuestions, medicalHistoryQuestions } from "../../../prisma/seed-data/aov-health";
import { fillDate } from "./dates";
import { db } from "./db";
import { answerQuestion, TEXT, type Lang } from "./funnel";

export const AOV = {
  nl: {
    product: "Arbeidsongeschiktheidsverzekering",
    acture: "Basis-AOV (Acture)",
    steps: ["Verzekering", "Kennistest", "Gezondheid", "Afronden"] as const,
    stepsLabel: "Voortgang",
    questionsTitle: "Jouw premie",
    knowledgeTestTitle: "Kennistest",
    medicalTitle: "Gezondheidsvragen",
    detailsTitle: "Jouw gegevens",
    paymentTitle: "Ingangsdatum en betalen",
    birthDate: "Wat is je geboortedatum?",
    smoker: /^Rook je/,
    income: /jaarinkomen uit je onderneming/,
    percentage: /Welk deel van je inkomen/,
    percent80: "80 %",
    waiting: /Welke wachttijd/,
    days: (days: string) => `${days} dagen`,
    duration: /Hoe lang wil je maximaal een uitkering/,
    until67: "Tot 67 jaar",
    indexation: /indexatie\)\?$/,
    noIndexation: "Geen indexatie",
    burnout: /psychische klachten/,
    excludeBurnout: "Nee, uitsluiten (lagere premie)",
    revenue: /verwachte bruto omzet/,
    perMonth: /^€\s[\d.]+,\d\d per maand$/,
    updatePremium: "Premie bijwerken",
    attemptsLeft: (count: number) => (count === 1 ? "Je hebt nog 1 poging." : `Je hebt nog ${count} pogingen.`),
    submitTest: "Test afronden",
    notPassed: "Je bent nog niet geslaagd",
    score: (score: number) => `Je hebt ${score} van de 11 vragen goed beantwoord.`,
    tryAgain: "Probeer het opnieuw",
    requestForm: "Nieuwe test aanvragen",
    requestEmail: "E-mailadres",
    requestSubmit: "Stuur mij een nieuwe test",
    alternativeSent: /We hebben je een e-mail gestuurd met een link naar een nieuwe test/,
    mailSubject: "Je nieuwe kennistest bij Zzp Verzekerd",
    height: "Lengte",
    weight: "Gewicht",
    hardDropOut: "We kunnen je niet online verzekeren",
    adviser: /Een onafhankelijk adviseur helpt je verder/,
    underwriting: "Je aanvraag wacht op een medische beoordeling",
    explanation: "Toelichting",
    explained: "In 2023 behandeld voor een hoge bloeddruk, sindsdien onder controle.",
    statusActive: "actief",
    statusUnderwriting: "wacht op medische beoordeling",
    actureAmount: /per maand ontvangen/,
    actureAmountOption: "€ 1.000 per maand",
    actureHours: /minstens 20 uur per week/,
    actureFit: /volledig arbeidsgeschikt/,
  },
  en: {
    product: "Disability insurance",
    acture: "Basic disability insurance (Acture)",
    steps: ["Insurance", "Knowledge test", "Medical history", "Checkout"] as const,
    stepsLabel: "Progress",
    questionsTitle: "Your premium",
    knowledgeTestTitle: "Knowledge test",
    medicalTitle: "Medical history",
    detailsTitle: "Your details",
    paymentTitle: "Start date and payment",
    birthDate: "What is your date of birth?",
    smoker: /^Do you smoke/,
    income: /annual income from your business/,
    percentage: /What share of your income/,
    percent80: "80%",
    waiting: /Which waiting period/,
    days: (days: string) => `${days} days`,
    duration: /For how long do you want to receive benefits/,
    until67: "Until age 67",
    indexation: /\(indexation\)\?$/,
    noIndexation: "No indexation",
    burnout: /psychological complaints/,
    excludeBurnout: "No, exclude them (lower premium)",
    revenue: /expected gross revenue/,
    perMonth: /^€\s[\d.]+,\d\d per month$/,
    updatePremium: "Update premium",
    attemptsLeft: (count: number) => (count === 1 ? "You have 1 attempt left." : `You have ${count} attempts left.`),
    submitTest: "Finish the test",
    notPassed: "You have not passed yet",
    score: (score: number) => `You answered ${score} of the 11 questions correctly.`,
    tryAgain: "Try again",
    requestForm: "Request a new test",
    requestEmail: "E-mail address",
    requestSubmit: "Send me a new test",
    alternativeSent: /We have sent you an e-mail with a link to a new test/,
    mailSubject: "Your new knowledge test with Zzp Verzekerd",
    height: "Height",
    weight: "Weight",
    hardDropOut: "We cannot insure you online",
    adviser: /An independent insurance adviser can help you further/,
    underwriting: "Your application awaits a medical assessment",
    explanation: "Explanation",
    explained: "Treated for high blood pressure in 2023, under control since.",
    statusActive: "active",
    statusUnderwriting: "awaiting medical assessment",
    actureAmount: /monthly amount do you want to receive/,
    actureAmountOption: "€1,000 a month",
    actureHours: /at least 20 hours a week/,
    actureFit: /fully fit for work/,
  },
} satisfies Record<Lang, unknown>;

export const QUIZ = knowledgeTestQuestions();
export const MEDICAL = medicalHistoryQuestions().filter((question) => question.type === "medical");

/** A birth date that makes the visitor `age` today (a hundred days past the birthday). */
export function birthDateForAge(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() - 100);
  return date.toISOString().slice(0, 10);
}

/** "€ 1.234,56 per maand" (or a payment cell "€ 1.234,56") in cents. */
export function cents(text: string): number {
  const match = /€\s*([\d.]+),(\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/\./g, "")) * 100 + Number(match[2]);
}

export async function expectStepsBar(page: Page, lang: Lang, current: string) {
  const bar = page.getByRole("navigation", { name: AOV[lang].stepsLabel });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("listitem")).toHaveText([...AOV[lang].steps]);
  await expect(bar.locator('[aria-current="step"]')).toHaveText(current);
}

export async function expectScreen(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** The aov's premium as the questions screen shows it, in its product's section. */
export function premiumOnScreen(page: Page, lang: Lang): Locator {
  return page.getByRole("region", { name: AOV[lang].product }).getByText(AOV[lang].perMonth);
}

export type PriceAnswers = { birthDate: string; waitingDays?: string; revenue?: string };

/** The aov price questions (no submit): 80 % of € 50,000, until 67, no indexation, burnout excluded. */
export async function fillAovQuestions(page: Page, lang: Lang, answers: PriceAnswers) {
  const text = AOV[lang];
  await expectScreen(page, "/checkout/questions", text.questionsTitle);
  await fillDate(page, text.birthDate, answers.birthDate);
  await answerQuestion(page, text.smoker, TEXT[lang].no);
  await page.getByLabel(text.income).fill("50000");
  await answerQuestion(page, text.percentage, text.percent80);
  await answerQuestion(page, text.waiting, text.days(answers.waitingDays ?? "365"));
  await answerQuestion(page, text.duration, text.until67);
  await answerQuestion(page, text.indexation, text.noIndexation);
  await answerQuestion(page, text.burnout, text.excludeBurnout);
  if (answers.revenue) await page.getByLabel(text.revenue).fill(answers.revenue);
}

export async function continueOn(page: Page, lang: Lang) {
  await page.getByRole("button", { name: TEXT[lang].continue, exact: true }).click();
}

/** Takes the knowledge test: every answer right, or every answer wrong. */
export async function takeKnowledgeTest(page: Page, lang: Lang, right: boolean) {
  for (const question of QUIZ) {
    const option = question.options.find((candidate) => candidate.isCorrect === right)!;
    await page.getByRole("group", { name: question.texts[lang] }).getByLabel(option.labels[lang], { exact: true }).check();
  }
  await page.getByRole("button", { name: AOV[lang].submitTest }).click();
}

/** The medical history: "no" to everything except `yesTo`, then height and weight; continues. */
export async function answerMedicalHistory(
  page: Page,
  lang: Lang,
  body: { height: string; weight: string },
  yesTo: string | null = null,
  /** A "yes" that asks what and when gets an explanation, unless a test leaves it out on purpose. */
  explain = true,
) {
  const text = AOV[lang];
  for (const question of MEDICAL) {
    const answer = question.texts[lang] === yesTo ? TEXT[lang].yes : TEXT[lang].no;
    const group = page.getByRole("group", { name: question.texts[lang] });
    await group.getByLabel(answer, { exact: true }).check();
    const explanation = group.getByLabel(text.explanation);
    if (answer === TEXT[lang].yes && explain && (await explanation.isVisible())) await explanation.fill(text.explained);
  }
  await page.getByLabel(text.height, { exact: true }).fill(body.height);
  await page.getByLabel(text.weight, { exact: true }).fill(body.weight);
  await continueOn(page, lang);
}

/** The premium the payment screen shows for a product, in cents; the buy button says the same. */
export async function premiumOnPayment(page: Page, lang: Lang, _product: string): Promise<number> {
  // Check your answers (decision 0088) replaced the table: the pay button says what the one product costs a month.
  const button = await page.getByRole("button", { name: TEXT[lang].buy }).innerText();
  return cents(/€\s?[\d.]+,\d\d/.exec(button)![0]);
}

export async function aovProductId(slug: string): Promise<string> {
  return (await db.insuranceProduct.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
}
