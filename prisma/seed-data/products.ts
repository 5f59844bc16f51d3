// Demo insurance products with their acceptance and premium questions (plain data, no I/O).
// Prices are integer cents per month. Premium tax (assurantiebelasting) is 21 %: for taxable
// products gross = round(net * 1.21); income protection (aov) and life cover are tax exempt.
// Tariffs follow the Dutch market (see shared/guide/insurance-facts.md).

export const SEED_LANGUAGES = ["nl", "en", "de", "fr"] as const;

/** A text in every interface language. */
export type LocalizedText = { nl: string; en: string; de: string; fr: string };

export {
  CONSEQUENCES,
  PREMIUM_TAX_FACTOR,
  PRODUCT_TYPES,
  QUESTION_GROUPS,
  TAX_EXEMPT_TYPES,
} from "../../app/domain/catalogue/insurance-catalogue";
export type { Consequence, ProductType, QuestionGroup } from "../../app/domain/catalogue/insurance-catalogue";
import type { Consequence, ProductType, QuestionGroup } from "../../app/domain/catalogue/insurance-catalogue";
import { knowledgeTestQuestions, medicalHistoryQuestions } from "./aov-health";

export type OptionSeed = {
  value: string;
  labels: LocalizedText;
  consequence: Consequence;
  /** 1000 unless the consequence is price_increase (1180 = +18 %). */
  priceFactorPermille: number;
  /** Knowledge-test questions: the right answer. */
  isCorrect?: boolean;
  /** Medical questions: this answer sends the policy to medical underwriting. */
  underwriting?: "none" | "medical_underwriting";
  /** What the answer asks for beside it: an explanation, and documents too (app/domain/checkout/answer-details.ts). */
  asksDetails?: "none" | "explanation" | "explanation_and_documents";
};

export type QuestionSeed = {
  group: QuestionGroup;
  type: string;
  /** The rating input the answer feeds; absent for plain acceptance questions. */
  field?: string;
  texts: LocalizedText;
  required: boolean;
  /** Empty for free input (a date, an amount, a number or a text). */
  options: OptionSeed[];
};

export type ProductSeed = {
  slug: string;
  type: ProductType;
  names: LocalizedText;
  descriptions: LocalizedText;
  grossMonthlyCents: number;
  netMonthlyCents: number;
  currency: "EUR";
  analyticsId: string;
  requireIdentityVerification: boolean;
  startDateFromTomorrow: boolean;
  maxRiskClass: number;
  questions: QuestionSeed[];
  /** Band factors of numeric rating inputs (age, insured_income), see TariffFactor. */
  tariffFactors?: { input: string; fromValue: number | null; toValue: number | null; factorPermille: number }[];
  /** Named option sets of the price questions: { short: { aov_waiting_time: "365", ... } }. */
  presets?: Record<string, Record<string, string>>;
  /** Consumer products: the same base premium whatever the customer's profession. */
  flatTariff?: boolean;
  /** The policy clause quoted with the premium. */
  clause?: LocalizedText;
};

const t = (nl: string, en: string, de: string, fr: string): LocalizedText => ({ nl, en, de, fr });

const option = (value: string, labels: LocalizedText, consequence: Consequence = "none", priceFactorPermille = 1000): OptionSeed => ({
  value,
  labels,
  consequence,
  priceFactorPermille,
});

type BandSeed = NonNullable<ProductSeed["tariffFactors"]>[number];

/** An open upper end of a band. */
const OPEN = null;

/** Band factors of one rating input from [from, to, permille] rows (both ends inclusive). */
const bands = (input: string, rows: readonly (readonly [number, number | null, number])[]): BandSeed[] =>
  rows.map(([fromValue, toValue, factorPermille]) => ({ input, fromValue, toValue, factorPermille }));

const ageBands = (rows: readonly (readonly [number, number | null, number])[]) => bands("age", rows);

/**
 * Factors by the two-digit postcode area, in eight regions: 10-19 Amsterdam and Noord-Holland,
 * 20-29 Den Haag and Leiden, 30-31 Rotterdam, 32-39 Utrecht and Zuid-Holland, 40-59 Gelderland
 * and Brabant, 60-69 Limburg, 70-89 the east, 90-99 the north.
 */
const postcodeRegionBands = (permilles: readonly [number, number, number, number, number, number, number, number]) =>
  bands(
    "postcode_region",
    (
      [
        [10, 19],
        [20, 29],
        [30, 31],
        [32, 39],
        [40, 59],
        [60, 69],
        [70, 89],
        [90, 99],
      ] as const
    ).map(([from, to], index) => [from, to, permilles[index]!] as const),
  );

const YES = t("Ja", "Yes", "Ja", "Oui");
const NO = t("Nee", "No", "Nein", "Non");

// Amounts as each language writes them.
const EUR_1_250_000 = t("€ 1.250.000", "€1,250,000", "1.250.000 €", "1 250 000 €");
const EUR_2_500_000 = t("€ 2.500.000", "€2,500,000", "2.500.000 €", "2 500 000 €");
const EUR_5_000_000 = t("€ 5.000.000", "€5,000,000", "5.000.000 €", "5 000 000 €");

// ---------------------------------------------------------------------------------------------
// Questions shared by several products (functions, so every product gets its own objects).

const perClaimQuestion = (): QuestionSeed => ({
  group: "price",
  type: "price",
  field: "per_claim",
  texts: t(
    "Welk bedrag wil je per schade verzekeren?",
    "How much cover do you want per claim?",
    "Welche Deckungssumme je Schadenfall möchten Sie?",
    "Quel montant souhaitez-vous assurer par sinistre ?",
  ),
  required: true,
  options: [option("1250000", EUR_1_250_000, "price_increase", 1000), option("2500000", EUR_2_500_000, "price_increase", 1180)],
});

// The look-back questions (claims, bankruptcy, refused insurance) are the checkout's formalities,
// asked once per checkout; a bankruptcy refuses the liability products there (FORMALITY_REFUSALS).

const birthDateQuestion = (): QuestionSeed => ({
  group: "price",
  type: "price",
  field: "birth_date",
  texts: t(
    "Wat is je geboortedatum?",
    "What is your date of birth?",
    "Wie lautet Ihr Geburtsdatum?",
    "Quelle est votre date de naissance ?",
  ),
  required: true,
  options: [],
});

const familyCompositionQuestion = (
  type: string,
  [single, couple, family]: readonly [number, number, number] = [1000, 1200, 1350],
): QuestionSeed => ({
  group: "price",
  type,
  field: "family_composition",
  texts: t(
    "Wat is je gezinssamenstelling?",
    "What is your household composition?",
    "Wie ist Ihre Haushaltszusammensetzung?",
    "Quelle est la composition de votre foyer ?",
  ),
  required: true,
  options: [
    option("single", t("Alleenstaand", "Single", "Alleinstehend", "Personne seule"), "price_increase", single),
    option(
      "couple",
      t("Samenwonend zonder kinderen", "Couple without children", "Paar ohne Kinder", "Couple sans enfants"),
      "price_increase",
      couple,
    ),
    option(
      "family",
      t("Gezin met kinderen", "Family with children", "Familie mit Kindern", "Famille avec enfants"),
      "price_increase",
      family,
    ),
  ],
});

const homeOwnershipLabels = {
  owner: t("Eigenaar", "Owner", "Eigentümer", "Propriétaire"),
  tenant: t("Huurder", "Tenant", "Mieter", "Locataire"),
};

const homeOwnershipTexts = t(
  "Ben je eigenaar of huurder van de woning?",
  "Do you own or rent the home?",
  "Sind Sie Eigentümer oder Mieter der Wohnung?",
  "Êtes-vous propriétaire ou locataire du logement ?",
);

const allRiskQuestion = (priceFactorPermille: number): QuestionSeed => ({
  group: "extra_coverage",
  type: "allianz_coverages",
  field: "all_risk",
  texts: t(
    "Wil je allriskdekking (ook onvoorziene schade)?",
    "Do you want all-risk cover (also accidental damage)?",
    "Möchten Sie eine Allgefahrendeckung (auch unvorhergesehene Schäden)?",
    "Souhaitez-vous la couverture tous risques (y compris les dommages accidentels) ?",
  ),
  required: false,
  options: [option("no", NO), option("yes", YES, "price_increase", priceFactorPermille)],
});

/** The insured home: postcode and house number, looked up in the address register. */
const homeAddressQuestion = (type: string): QuestionSeed => ({
  group: "price",
  type,
  field: "postcode",
  texts: t(
    "Om welk adres gaat het?",
    "What is the address of the home?",
    "Um welche Adresse geht es?",
    "Quelle est l'adresse du logement ?",
  ),
  required: true,
  options: [],
});

const houseConformityQuestion = (type: string): QuestionSeed => ({
  group: "price",
  type,
  field: "allianz_house_conformity",
  texts: t(
    "Is je woning van steen gebouwd, met een harde dakbedekking (geen riet)?",
    "Is your home built of brick or stone, with a hard roof (no thatch)?",
    "Ist Ihr Haus aus Stein gebaut und hat es eine harte Bedachung (kein Reetdach)?",
    "Votre logement est-il construit en pierre ou en brique, avec une toiture dure (pas de chaume) ?",
  ),
  required: true,
  options: [option("yes", YES, "approve"), option("no", NO, "drop_out")],
});

const homeDeductibleQuestion = (type: string): QuestionSeed => ({
  group: "price",
  type,
  field: "deductible",
  texts: t(
    "Welk eigen risico kies je?",
    "Which deductible do you choose?",
    "Welche Selbstbeteiligung wählen Sie?",
    "Quelle franchise choisissez-vous ?",
  ),
  required: true,
  options: [
    option("0", t("€ 0", "€0", "0 €", "0 €"), "price_increase", 1160),
    option("250", t("€ 250", "€250", "250 €", "250 €"), "price_increase", 1075),
    option("500", t("€ 500", "€500", "500 €", "500 €"), "price_increase", 1000),
  ],
});

const purchaseDateQuestion = (): QuestionSeed => ({
  group: "price",
  type: "price",
  field: "purchase_date",
  texts: t("Wanneer heb je het gekocht?", "When did you buy it?", "Wann haben Sie es gekauft?", "Quand l'avez-vous acheté ?"),
  required: true,
  options: [],
});

// ---------------------------------------------------------------------------------------------

export const PRODUCTS: readonly ProductSeed[] = [
  {
    slug: "professional-liability",
    type: "professional_liability",
    names: t(
      "Beroepsaansprakelijkheidsverzekering",
      "Professional liability insurance",
      "Berufshaftpflichtversicherung",
      "Assurance responsabilité civile professionnelle",
    ),
    descriptions: t(
      "Dekt financiële schade door fouten in je advies of werk, zoals een verkeerd advies of een programmeerfout.",
      "Covers financial loss caused by mistakes in your advice or work, such as wrong advice or a coding error.",
      "Deckt Vermögensschäden durch Fehler in Ihrer Beratung oder Arbeit, etwa eine falsche Empfehlung oder einen Programmierfehler.",
      "Couvre les préjudices financiers causés par une erreur dans vos conseils ou votre travail, comme un mauvais conseil ou une erreur de programmation.",
    ),
    netMonthlyCents: 2200,
    grossMonthlyCents: 2662,
    currency: "EUR",
    analyticsId: "prod_bav_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 3,
    questions: [
      perClaimQuestion(),
      {
        group: "price",
        type: "price",
        field: "deductible",
        texts: t(
          "Welk eigen risico per schade kies je?",
          "Which deductible per claim do you choose?",
          "Welche Selbstbeteiligung je Schadenfall wählen Sie?",
          "Quelle franchise par sinistre choisissez-vous ?",
        ),
        required: true,
        options: [
          option("500", t("€ 500", "€500", "500 €", "500 €"), "price_increase", 1000),
          option("250", t("€ 250", "€250", "250 €", "250 €"), "price_increase", 1080),
        ],
      },
    ],
  },
  {
    slug: "business-liability",
    type: "business_liability",
    names: t(
      "Bedrijfsaansprakelijkheidsverzekering",
      "Business liability insurance",
      "Betriebshaftpflichtversicherung",
      "Assurance responsabilité civile entreprise",
    ),
    descriptions: t(
      "Dekt schade die jij of je werk toebrengt aan personen of aan spullen van anderen.",
      "Covers injury to people and damage to other people's property caused by you or your work.",
      "Deckt Personen- und Sachschäden, die Sie oder Ihre Arbeit anderen zufügen.",
      "Couvre les dommages corporels et matériels que vous ou votre travail causez à des tiers.",
    ),
    netMonthlyCents: 1790,
    grossMonthlyCents: 2166,
    currency: "EUR",
    analyticsId: "prod_avb_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 4,
    questions: [
      perClaimQuestion(),
      {
        group: "extra_coverage",
        type: "extra_coverage",
        field: "custody_cover",
        texts: t(
          "Wil je spullen van anderen die je onder je hoede hebt meeverzekeren?",
          "Do you want to cover other people's property in your care?",
          "Möchten Sie fremde Sachen in Ihrer Obhut mitversichern?",
          "Souhaitez-vous assurer les biens de tiers sous votre garde ?",
        ),
        required: false,
        options: [option("no", NO), option("yes", YES, "price_increase", 1150)],
      },
    ],
  },
  {
    slug: "aov",
    type: "aov",
    names: t(
      "Arbeidsongeschiktheidsverzekering",
      "Disability insurance",
      "Berufsunfähigkeitsversicherung",
      "Assurance incapacité de travail",
    ),
    descriptions: t(
      "Een maandelijkse uitkering als je door ziekte of een ongeval niet kunt werken.",
      "A monthly benefit when illness or an accident stops you from working.",
      "Eine monatliche Leistung, wenn Sie wegen Krankheit oder Unfall nicht arbeiten können.",
      "Une indemnité mensuelle si une maladie ou un accident vous empêche de travailler.",
    ),
    // Risk class 2 before the option and band factors: a 37-year-old insuring 80 % of € 50,000
    // with 30 days' waiting until 67 pays about € 125 a month (the market's € 80-200).
    netMonthlyCents: 6000,
    grossMonthlyCents: 6000,
    currency: "EUR",
    analyticsId: "prod_aov_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: true,
    maxRiskClass: 3,
    questions: [
      birthDateQuestion(),
      {
        group: "price",
        type: "price",
        field: "is_smoking",
        texts: t(
          "Rook je, of heb je in de afgelopen 12 maanden gerookt?",
          "Do you smoke, or have you smoked in the last 12 months?",
          "Rauchen Sie oder haben Sie in den letzten 12 Monaten geraucht?",
          "Fumez-vous ou avez-vous fumé au cours des 12 derniers mois ?",
        ),
        required: true,
        options: [option("no", NO, "price_increase", 1000), option("yes", YES, "price_increase", 1250)],
      },
      {
        group: "price",
        type: "price",
        field: "income",
        texts: t(
          "Wat is je jaarinkomen uit je onderneming (vóór belasting)?",
          "What is your annual income from your business (before tax)?",
          "Wie hoch ist Ihr Jahreseinkommen aus Ihrem Unternehmen (vor Steuern)?",
          "Quel est le revenu annuel de votre entreprise (avant impôts) ?",
        ),
        required: true,
        options: [],
      },
      {
        group: "price",
        type: "price",
        field: "aov_percentage",
        texts: t(
          "Welk deel van je inkomen wil je verzekeren?",
          "What share of your income do you want to insure?",
          "Welchen Anteil Ihres Einkommens möchten Sie versichern?",
          "Quelle part de votre revenu souhaitez-vous assurer ?",
        ),
        required: true,
        // Factor 1000 each: the percentage sets the insured income, whose band carries the price.
        options: ["60", "70", "80"].map((percent) =>
          option(percent, t(`${percent} %`, `${percent}%`, `${percent} %`, `${percent} %`), "price_increase", 1000),
        ),
      },
      {
        group: "price",
        type: "price",
        field: "aov_waiting_time",
        texts: t(
          "Welke wachttijd (eigenrisicoperiode) kies je?",
          "Which waiting period do you choose?",
          "Welche Karenzzeit wählen Sie?",
          "Quel délai de carence choisissez-vous ?",
        ),
        required: true,
        // The longer the customer bears the loss themselves, the lower the premium.
        options: (
          [
            [14, 1700],
            [30, 1450],
            [60, 1300],
            [90, 1200],
            [180, 1100],
            [365, 1040],
            [730, 1000],
          ] as const
        ).map(([days, permille]) =>
          option(String(days), t(`${days} dagen`, `${days} days`, `${days} Tage`, `${days} jours`), "price_increase", permille),
        ),
      },
      {
        group: "price",
        type: "price",
        field: "aov_duration",
        texts: t(
          "Hoe lang wil je maximaal een uitkering ontvangen?",
          "For how long do you want to receive benefits at most?",
          "Wie lange möchten Sie höchstens Leistungen erhalten?",
          "Pendant combien de temps souhaitez-vous être indemnisé au maximum ?",
        ),
        required: true,
        options: [
          option("1", t("1 jaar", "1 year", "1 Jahr", "1 an"), "price_increase", 1000),
          option("2", t("2 jaar", "2 years", "2 Jahre", "2 ans"), "price_increase", 1080),
          option("5", t("5 jaar", "5 years", "5 Jahre", "5 ans"), "price_increase", 1200),
          option("67", t("Tot 67 jaar", "Until age 67", "Bis zum 67. Lebensjahr", "Jusqu'à 67 ans"), "price_increase", 1400),
        ],
      },
      {
        group: "price",
        type: "price",
        field: "aov_indexation",
        texts: t(
          "Wil je dat je verzekerde bedrag elk jaar meestijgt (indexatie)?",
          "Do you want your insured amount to rise every year (indexation)?",
          "Soll Ihre Versicherungssumme jedes Jahr steigen (Dynamik)?",
          "Souhaitez-vous que le montant assuré augmente chaque année (indexation) ?",
        ),
        required: true,
        options: [
          option("0", t("Geen indexatie", "No indexation", "Keine Dynamik", "Pas d'indexation"), "price_increase", 1000),
          option("2", t("Jaarlijks 2 %", "2% a year", "Jährlich 2 %", "2 % par an"), "price_increase", 1060),
          option("3", t("Jaarlijks 3 %", "3% a year", "Jährlich 3 %", "3 % par an"), "price_increase", 1090),
        ],
      },
      {
        group: "price",
        type: "price",
        // The spec's name: leaving psychological complaints out earns a discount.
        field: "aov_mental_discount",
        texts: t(
          "Wil je psychische klachten, zoals een burn-out, meeverzekeren?",
          "Do you want to cover psychological complaints such as burnout?",
          "Möchten Sie psychische Erkrankungen wie ein Burn-out mitversichern?",
          "Souhaitez-vous couvrir les troubles psychiques, comme le burn-out ?",
        ),
        required: true,
        options: [
          option("included", t("Ja, meeverzekeren", "Yes, include them", "Ja, mitversichern", "Oui, les inclure"), "price_increase", 1150),
          option(
            "excluded",
            t(
              "Nee, uitsluiten (lagere premie)",
              "No, exclude them (lower premium)",
              "Nein, ausschließen (niedrigere Prämie)",
              "Non, les exclure (prime réduite)",
            ),
            "price_increase",
            1000,
          ),
        ],
      },
      {
        group: "normal",
        type: "normal",
        field: "expected_revenue",
        texts: t(
          "Wat is de verwachte bruto omzet van je onderneming dit jaar?",
          "What is your business's expected gross revenue this year?",
          "Wie hoch ist der erwartete Bruttoumsatz Ihres Unternehmens in diesem Jahr?",
          "Quel est le chiffre d'affaires brut prévu de votre entreprise cette année ?",
        ),
        required: false,
        options: [],
      },
      {
        group: "normal",
        type: "normal",
        field: "revenue_explanation",
        texts: t(
          "Verwacht je meer dan € 250.000 omzet? Licht dat dan kort toe.",
          "Do you expect more than €250,000 in revenue? Please explain briefly.",
          "Erwarten Sie mehr als 250.000 € Umsatz? Bitte erläutern Sie das kurz.",
          "Vous prévoyez plus de 250 000 € de chiffre d'affaires ? Expliquez-le brièvement.",
        ),
        required: false,
        options: [],
      },
      // The knowledge test and the medical history have their own screens in the aov flow.
      ...knowledgeTestQuestions(),
      ...medicalHistoryQuestions(),
    ],
    tariffFactors: [
      // Entry ages 18 to 57 (decision 0008): no band outside them, so 17 and 58 are not rated.
      ...ageBands([
        [18, 24, 700],
        [25, 29, 800],
        [30, 34, 900],
        [35, 39, 1000],
        [40, 44, 1150],
        [45, 49, 1350],
        [50, 54, 1600],
        [55, 57, 1850],
      ]),
      // Insured income in euros a year: at most 125,000 × 80 % = 100,000.
      ...bands("insured_income", [
        [0, 20_000, 500],
        [20_001, 30_000, 700],
        [30_001, 40_000, 900],
        [40_001, 50_000, 1100],
        [50_001, 60_000, 1300],
        [60_001, 70_000, 1500],
        [70_001, 80_000, 1700],
        [80_001, 90_000, 1900],
        [90_001, 100_000, 2100],
      ]),
    ],
    presets: {
      short: { aov_percentage: "60", aov_waiting_time: "365", aov_duration: "1", aov_indexation: "0", aov_mental_discount: "excluded" },
      medium: { aov_percentage: "70", aov_waiting_time: "90", aov_duration: "5", aov_indexation: "0", aov_mental_discount: "excluded" },
      large: { aov_percentage: "80", aov_waiting_time: "30", aov_duration: "67", aov_indexation: "2", aov_mental_discount: "included" },
    },
  },
  {
    slug: "aov-acture",
    type: "aov_acture",
    names: t(
      "Basis-AOV (Acture)",
      "Basic disability insurance (Acture)",
      "Basis-Berufsunfähigkeitsversicherung (Acture)",
      "Assurance incapacité de travail de base (Acture)",
    ),
    descriptions: t(
      "Een betaalbare basisdekking met een vast maandbedrag en een wachttijd van 30 dagen.",
      "An affordable basic cover with a fixed monthly benefit and a 30-day waiting period.",
      "Ein günstiger Basisschutz mit festem Monatsbetrag und 30 Tagen Karenzzeit.",
      "Une couverture de base abordable, avec une indemnité mensuelle fixe et un délai de carence de 30 jours.",
    ),
    netMonthlyCents: 8250,
    grossMonthlyCents: 8250,
    currency: "EUR",
    analyticsId: "prod_aov_002",
    requireIdentityVerification: false,
    startDateFromTomorrow: true,
    maxRiskClass: 4,
    questions: [
      birthDateQuestion(),
      {
        group: "price",
        type: "price",
        field: "insured_amount",
        texts: t(
          "Welk bedrag wil je per maand ontvangen als je niet kunt werken?",
          "What monthly amount do you want to receive if you cannot work?",
          "Welchen Monatsbetrag möchten Sie erhalten, wenn Sie nicht arbeiten können?",
          "Quel montant mensuel souhaitez-vous recevoir si vous ne pouvez pas travailler ?",
        ),
        required: true,
        options: [
          option("1000", t("€ 1.000 per maand", "€1,000 a month", "1.000 € im Monat", "1 000 € par mois"), "price_increase", 1000),
          option("1500", t("€ 1.500 per maand", "€1,500 a month", "1.500 € im Monat", "1 500 € par mois"), "price_increase", 1450),
          option("2000", t("€ 2.000 per maand", "€2,000 a month", "2.000 € im Monat", "2 000 € par mois"), "price_increase", 1900),
        ],
      },
      {
        group: "normal",
        type: "normal",
        texts: t(
          "Werk je gemiddeld minstens 20 uur per week als zelfstandige?",
          "Do you work at least 20 hours a week on average as a self-employed person?",
          "Arbeiten Sie durchschnittlich mindestens 20 Stunden pro Woche selbstständig?",
          "Travaillez-vous en moyenne au moins 20 heures par semaine en tant qu'indépendant ?",
        ),
        required: true,
        options: [option("yes", YES, "approve"), option("no", NO, "reject")],
      },
      {
        group: "normal",
        type: "medical",
        texts: t(
          "Ben je op dit moment volledig arbeidsgeschikt?",
          "Are you currently fully fit for work?",
          "Sind Sie derzeit voll arbeitsfähig?",
          "Êtes-vous actuellement totalement apte au travail ?",
        ),
        required: true,
        options: [option("yes", YES, "approve"), option("no", NO, "reject")],
      },
    ],
    // Entry ages 18 to 57 as for the full aov (decision 0008); the fixed cover needs no income bands.
    tariffFactors: ageBands([
      [18, 29, 800],
      [30, 39, 1000],
      [40, 49, 1250],
      [50, 57, 1550],
    ]),
  },
  {
    slug: "death-risk",
    type: "death_risk",
    names: t("Overlijdensrisicoverzekering", "Term life insurance", "Risikolebensversicherung", "Assurance décès"),
    descriptions: t(
      "Een uitkering voor je nabestaanden als je overlijdt. Hiervoor is een identiteitscontrole nodig.",
      "A lump sum for your dependants if you die. An identity check is required.",
      "Eine Auszahlung an Ihre Hinterbliebenen im Todesfall. Eine Identitätsprüfung ist erforderlich.",
      "Un capital versé à vos proches en cas de décès. Une vérification d'identité est requise.",
    ),
    netMonthlyCents: 1275,
    grossMonthlyCents: 1275,
    currency: "EUR",
    analyticsId: "prod_orv_001",
    requireIdentityVerification: true,
    startDateFromTomorrow: true,
    maxRiskClass: 4,
    questions: [
      birthDateQuestion(),
      {
        group: "price",
        type: "price",
        field: "insured_amount",
        texts: t(
          "Welk bedrag wil je verzekeren?",
          "What amount do you want to insure?",
          "Welche Versicherungssumme möchten Sie?",
          "Quel capital souhaitez-vous assurer ?",
        ),
        required: true,
        options: [
          option("100000", t("€ 100.000", "€100,000", "100.000 €", "100 000 €"), "price_increase", 1000),
          option("200000", t("€ 200.000", "€200,000", "200.000 €", "200 000 €"), "price_increase", 1850),
          option("300000", t("€ 300.000", "€300,000", "300.000 €", "300 000 €"), "price_increase", 2650),
        ],
      },
      {
        group: "price",
        type: "price",
        field: "is_smoking",
        texts: t(
          "Heb je in de afgelopen 2 jaar gerookt?",
          "Have you smoked in the last 2 years?",
          "Haben Sie in den letzten 2 Jahren geraucht?",
          "Avez-vous fumé au cours des 2 dernières années ?",
        ),
        required: true,
        options: [option("no", NO, "price_increase", 1000), option("yes", YES, "price_increase", 1800)],
      },
      {
        group: "normal",
        type: "medical",
        texts: t(
          "Ben je op dit moment onder behandeling van een arts of specialist?",
          "Are you currently being treated by a doctor or specialist?",
          "Sind Sie derzeit in ärztlicher oder fachärztlicher Behandlung?",
          "Êtes-vous actuellement suivi par un médecin ou un spécialiste ?",
        ),
        required: true,
        options: [option("no", NO, "approve"), option("yes", YES, "drop_out")],
      },
    ],
  },
  {
    slug: "car",
    type: "car",
    names: t("Autoverzekering", "Car insurance", "Kfz-Versicherung", "Assurance auto"),
    descriptions: t(
      "WA, WA+ of allrisk voor je auto; de premie hangt af van kenteken, schadevrije jaren en kilometers.",
      "Third-party, third-party plus or comprehensive cover for your car; priced on licence plate, claim-free years and mileage.",
      "Haftpflicht, Teilkasko oder Vollkasko für Ihr Auto; der Beitrag richtet sich nach Kennzeichen, schadenfreien Jahren und Fahrleistung.",
      "Responsabilité civile, tiers étendu ou tous risques pour votre voiture ; la prime dépend de l'immatriculation, des années sans sinistre et du kilométrage.",
    ),
    netMonthlyCents: 3990,
    grossMonthlyCents: 4828,
    currency: "EUR",
    analyticsId: "prod_car_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 4,
    flatTariff: true,
    questions: [
      {
        group: "price",
        type: "car_premium",
        field: "license_plate",
        texts: t(
          "Wat is het kenteken van je auto?",
          "What is your car's licence plate?",
          "Wie lautet das Kennzeichen Ihres Autos?",
          "Quelle est l'immatriculation de votre voiture ?",
        ),
        required: true,
        options: [],
      },
      {
        group: "price",
        type: "car_premium",
        field: "km_per_year",
        texts: t(
          "Hoeveel kilometer rijd je per jaar?",
          "How many kilometres do you drive per year?",
          "Wie viele Kilometer fahren Sie pro Jahr?",
          "Combien de kilomètres parcourez-vous par an ?",
        ),
        required: true,
        options: [
          option("10000", t("Tot 10.000 km", "Up to 10,000 km", "Bis 10.000 km", "Jusqu'à 10 000 km"), "price_increase", 1000),
          option(
            "20000",
            t("10.000 tot 20.000 km", "10,000 to 20,000 km", "10.000 bis 20.000 km", "De 10 000 à 20 000 km"),
            "price_increase",
            1080,
          ),
          option(
            "30000",
            t("20.000 tot 30.000 km", "20,000 to 30,000 km", "20.000 bis 30.000 km", "De 20 000 à 30 000 km"),
            "price_increase",
            1160,
          ),
          option(
            "40000",
            t("Meer dan 30.000 km", "More than 30,000 km", "Mehr als 30.000 km", "Plus de 30 000 km"),
            "price_increase",
            1250,
          ),
        ],
      },
      {
        group: "price",
        type: "car_premium",
        field: "claim_free_years",
        texts: t(
          "Hoeveel schadevrije jaren heb je? (bij schuld-schades kan dit negatief zijn, tot -4)",
          "How many claim-free years do you have? (after at-fault claims this can be negative, down to -4)",
          "Wie viele schadenfreie Jahre haben Sie? (nach selbstverschuldeten Schäden kann dies negativ sein, bis -4)",
          "Combien d'années sans sinistre avez-vous ? (après des sinistres responsables, cela peut être négatif, jusqu'à -4)",
        ),
        required: true,
        options: [],
      },
      {
        group: "price",
        type: "car_premium",
        field: "main_driver_birth_date",
        texts: t(
          "Wat is de geboortedatum van de hoofdbestuurder?",
          "What is the main driver's date of birth?",
          "Wie lautet das Geburtsdatum des Hauptfahrers?",
          "Quelle est la date de naissance du conducteur principal ?",
        ),
        required: true,
        options: [],
      },
      {
        group: "price",
        type: "car_premium",
        field: "postcode",
        texts: t("Waar woon je?", "Where do you live?", "Wo wohnen Sie?", "Où habitez-vous ?"),
        required: true,
        options: [],
      },
      {
        group: "price",
        type: "car_insurance_coverages",
        field: "coverage",
        texts: t(
          "Welke dekking wil je?",
          "Which cover do you want?",
          "Welchen Versicherungsschutz möchten Sie?",
          "Quelle couverture souhaitez-vous ?",
        ),
        required: true,
        options: [
          option("wa", t("WA", "Third party", "Haftpflicht", "Responsabilité civile"), "price_increase", 1000),
          option("wa_plus", t("WA+ (beperkt casco)", "Third party, fire and theft", "Teilkasko", "Tiers étendu"), "price_increase", 1350),
          option("all_risk", t("Allrisk", "Comprehensive", "Vollkasko", "Tous risques"), "price_increase", 1850),
        ],
      },
      {
        group: "price",
        type: "car_insurance_coverages",
        field: "deductible",
        texts: t(
          "Welk eigen risico kies je bij cascoschade?",
          "Which deductible do you choose for damage to your own car?",
          "Welche Selbstbeteiligung wählen Sie bei Kaskoschäden?",
          "Quelle franchise choisissez-vous pour les dommages à votre véhicule ?",
        ),
        required: true,
        options: [
          // A higher deductible is the cheaper choice: factors relative to the highest.
          option("0", t("€ 0", "€0", "0 €", "0 €"), "price_increase", 1200),
          option("150", t("€ 150", "€150", "150 €", "150 €"), "price_increase", 1110),
          option("300", t("€ 300", "€300", "300 €", "300 €"), "price_increase", 1060),
          option("500", t("€ 500", "€500", "500 €", "500 €"), "price_increase", 1000),
        ],
      },
      {
        group: "extra_coverage",
        type: "extra_coverage",
        field: "legal_assistance",
        texts: t(
          "Wil je rechtsbijstand verkeer meeverzekeren?",
          "Do you want to add motor legal assistance?",
          "Möchten Sie einen Verkehrsrechtsschutz hinzufügen?",
          "Souhaitez-vous ajouter une protection juridique automobile ?",
        ),
        required: false,
        options: [option("no", NO), option("yes", YES, "price_increase", 1060)],
      },
      {
        group: "extra_coverage",
        type: "extra_coverage",
        field: "road_assistance",
        texts: t(
          "Wil je pechhulp in Nederland en Europa?",
          "Do you want roadside assistance in the Netherlands and Europe?",
          "Möchten Sie Pannenhilfe in den Niederlanden und in Europa?",
          "Souhaitez-vous une assistance dépannage aux Pays-Bas et en Europe ?",
        ),
        required: false,
        options: [option("no", NO), option("yes", YES, "price_increase", 1090)],
      },
      {
        group: "extra_coverage",
        type: "extra_coverage",
        field: "passenger_cover",
        texts: t(
          "Wil je een schadeverzekering voor inzittenden?",
          "Do you want passenger accident cover?",
          "Möchten Sie eine Insassenversicherung?",
          "Souhaitez-vous une assurance des passagers ?",
        ),
        required: false,
        options: [option("no", NO), option("yes", YES, "price_increase", 1030)],
      },
      {
        group: "normal",
        type: "normal",
        texts: t(
          "Is jou of de hoofdbestuurder in de afgelopen 5 jaar de rijbevoegdheid ontzegd?",
          "In the last 5 years, have you or the main driver been disqualified from driving?",
          "Wurde Ihnen oder dem Hauptfahrer in den letzten 5 Jahren die Fahrerlaubnis entzogen?",
          "Au cours des 5 dernières années, vous ou le conducteur principal avez-vous fait l'objet d'une suspension de permis ?",
        ),
        required: true,
        options: [option("no", NO, "approve"), option("yes", YES, "drop_out")],
      },
      {
        // Not in the licence register's open data; kept with the car's data for the insurer's file.
        group: "normal",
        type: "normal",
        field: "vin",
        texts: t(
          "Wat is het chassisnummer (VIN) van je auto? (niet verplicht)",
          "What is your car's vehicle identification number (VIN)? (optional)",
          "Wie lautet die Fahrzeug-Identifizierungsnummer (FIN) Ihres Autos? (optional)",
          "Quel est le numéro d'identification (VIN) de votre voiture ? (facultatif)",
        ),
        required: false,
        options: [],
      },
    ],
    // Factor tables as data (decision 0032). Every input's bands cover every value it can take.
    tariffFactors: [
      ...bands("vehicle_value", [
        [0, 15_000, 850],
        [15_001, 25_000, 950],
        [25_001, 40_000, 1050],
        [40_001, 60_000, 1200],
        [60_001, 100_000, 1450],
        [100_001, OPEN, 1800],
      ]),
      ...bands("vehicle_age", [
        [0, 3, 1150],
        [4, 8, 1000],
        [9, 15, 850],
        [16, OPEN, 750],
      ]),
      ...bands("power_kw", [
        [0, 70, 900],
        [71, 110, 1000],
        [111, 150, 1150],
        [151, 250, 1350],
        [251, OPEN, 1600],
      ]),
      ...ageBands([
        [0, 23, 1900],
        [24, 29, 1350],
        [30, 64, 1000],
        [65, 74, 1100],
        [75, OPEN, 1300],
      ]),
      // The bonus-malus ladder: -4 pays two and a half times the base, 15 years and more less than half.
      ...bands("claim_free_years", [
        [-4, -4, 2500],
        [-3, -3, 2200],
        [-2, -2, 1900],
        [-1, -1, 1600],
        [0, 0, 1400],
        [1, 1, 1200],
        [2, 2, 1050],
        [3, 3, 950],
        [4, 4, 850],
        [5, 5, 750],
        [6, 6, 680],
        [7, 7, 620],
        [8, 8, 580],
        [9, 9, 550],
        [10, 14, 500],
        [15, OPEN, 450],
      ]),
      ...postcodeRegionBands([1250, 1150, 1300, 1050, 950, 950, 900, 850]),
    ],
    clause: t(
      "Rijdt een bestuurder jonger dan 24 jaar regelmatig in de auto zonder dat je dat hebt gemeld, dan geldt bij schade een extra eigen risico van € 500.",
      "If a driver under 24 regularly drives the car without your having told us, an extra deductible of €500 applies to a claim.",
      "Fährt ein Fahrer unter 24 Jahren das Auto regelmäßig, ohne dass Sie dies gemeldet haben, gilt im Schadenfall eine zusätzliche Selbstbeteiligung von 500 €.",
      "Si un conducteur de moins de 24 ans conduit régulièrement la voiture sans que vous l'ayez déclaré, une franchise supplémentaire de 500 € s'applique en cas de sinistre.",
    ),
  },
  {
    slug: "home-liability",
    type: "allianz_liability",
    names: t(
      "Aansprakelijkheidsverzekering particulieren",
      "Personal liability insurance",
      "Privathaftpflichtversicherung",
      "Assurance responsabilité civile vie privée",
    ),
    descriptions: t(
      "Dekt schade die jij, je gezin of je huisdieren privé aan anderen toebrengen.",
      "Covers damage that you, your family or your pets cause to others in private life.",
      "Deckt Schäden, die Sie, Ihre Familie oder Ihre Haustiere im Privatleben anderen zufügen.",
      "Couvre les dommages que vous, votre famille ou vos animaux causez à autrui dans la vie privée.",
    ),
    netMonthlyCents: 540,
    grossMonthlyCents: 653,
    currency: "EUR",
    analyticsId: "prod_avp_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 4,
    flatTariff: true,
    questions: [
      homeAddressQuestion("allianz_liability_premium"),
      familyCompositionQuestion("allianz_liability_premium"),
      {
        group: "price",
        type: "allianz_liability_premium",
        field: "deductible",
        texts: t(
          "Welk eigen risico kies je?",
          "Which deductible do you choose?",
          "Welche Selbstbeteiligung wählen Sie?",
          "Quelle franchise choisissez-vous ?",
        ),
        required: true,
        options: [
          option("100", t("€ 100", "€100", "100 €", "100 €"), "price_increase", 1000),
          option("0", t("€ 0", "€0", "0 €", "0 €"), "price_increase", 1100),
        ],
      },
    ],
    tariffFactors: postcodeRegionBands([1050, 1000, 1050, 1000, 980, 980, 960, 950]),
    clause: t(
      "Schade aan spullen die je van anderen hebt gehuurd of geleend is verzekerd tot € 1.250 per gebeurtenis.",
      "Damage to things you have rented or borrowed from others is covered up to €1,250 per event.",
      "Schäden an Sachen, die Sie von anderen gemietet oder geliehen haben, sind bis 1.250 € je Ereignis versichert.",
      "Les dommages aux biens que vous avez loués ou empruntés sont couverts jusqu'à 1 250 € par événement.",
    ),
  },
  {
    slug: "home-building",
    type: "allianz_building",
    names: t("Opstalverzekering", "Buildings insurance", "Wohngebäudeversicherung", "Assurance habitation (bâtiment)"),
    descriptions: t(
      "Verzekert je koopwoning tegen schade door bijvoorbeeld brand, storm en inbraak.",
      "Insures the home you own against damage from fire, storm, burglary and more.",
      "Versichert Ihr Eigenheim gegen Schäden durch Feuer, Sturm, Einbruch und mehr.",
      "Assure le logement dont vous êtes propriétaire contre l'incendie, la tempête, le cambriolage et d'autres dommages.",
    ),
    netMonthlyCents: 1480,
    grossMonthlyCents: 1791,
    currency: "EUR",
    analyticsId: "prod_opstal_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 4,
    flatTariff: true,
    questions: [
      homeAddressQuestion("allianz_building_premium"),
      {
        group: "price",
        type: "allianz_building_premium",
        field: "home_ownership",
        texts: homeOwnershipTexts,
        required: true,
        // Buildings cover is for owners: a tenant's landlord insures the building.
        options: [option("owner", homeOwnershipLabels.owner, "approve"), option("tenant", homeOwnershipLabels.tenant, "reject")],
      },
      houseConformityQuestion("allianz_building_premium"),
      familyCompositionQuestion("allianz_building_premium", [1000, 1000, 1000]),
      homeDeductibleQuestion("allianz_building_premium"),
      {
        group: "extra_coverage",
        type: "allianz_coverages",
        field: "glass",
        texts: t(
          "Wil je glasdekking meeverzekeren?",
          "Do you want to add glass cover?",
          "Möchten Sie eine Glasversicherung hinzufügen?",
          "Souhaitez-vous ajouter la garantie bris de glace ?",
        ),
        required: false,
        options: [option("no", NO), option("yes", YES, "price_increase", 1060)],
      },
      allRiskQuestion(1250),
    ],
    tariffFactors: postcodeRegionBands([1100, 1050, 1150, 1000, 1000, 1050, 950, 1000]),
    clause: t(
      "Schade door grondwater, funderingsproblemen of achterstallig onderhoud is niet verzekerd.",
      "Damage caused by groundwater, foundation problems or poor maintenance is not covered.",
      "Schäden durch Grundwasser, Fundamentprobleme oder mangelhafte Instandhaltung sind nicht versichert.",
      "Les dommages dus aux eaux souterraines, aux problèmes de fondation ou à un entretien insuffisant ne sont pas couverts.",
    ),
  },
  {
    slug: "home-content",
    type: "allianz_content",
    names: t("Inboedelverzekering", "Contents insurance", "Hausratversicherung", "Assurance mobilier"),
    descriptions: t(
      "Verzekert je spullen in huis tegen brand, inbraak en waterschade.",
      "Insures your belongings at home against fire, burglary and water damage.",
      "Versichert Ihren Hausrat gegen Feuer, Einbruchdiebstahl und Wasserschäden.",
      "Assure vos biens à domicile contre l'incendie, le cambriolage et les dégâts des eaux.",
    ),
    netMonthlyCents: 1120,
    grossMonthlyCents: 1355,
    currency: "EUR",
    analyticsId: "prod_inboedel_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 4,
    flatTariff: true,
    questions: [
      homeAddressQuestion("allianz_content_premium"),
      {
        group: "price",
        type: "allianz_content_premium",
        field: "home_ownership",
        texts: homeOwnershipTexts,
        required: true,
        options: [
          option("owner", homeOwnershipLabels.owner, "price_increase", 1000),
          option("tenant", homeOwnershipLabels.tenant, "price_increase", 1050),
        ],
      },
      houseConformityQuestion("allianz_content_premium"),
      familyCompositionQuestion("allianz_content_premium"),
      homeDeductibleQuestion("allianz_content_premium"),
      allRiskQuestion(1300),
    ],
    // Burglary follows the city: Amsterdam and Rotterdam areas pay most.
    tariffFactors: postcodeRegionBands([1250, 1100, 1250, 1050, 950, 1000, 900, 850]),
    clause: t(
      "Sieraden zijn verzekerd tot € 6.000 en audio-, video- en computerapparatuur tot € 12.000.",
      "Jewellery is covered up to €6,000 and audio, video and computer equipment up to €12,000.",
      "Schmuck ist bis 6.000 € und Audio-, Video- und Computergeräte sind bis 12.000 € versichert.",
      "Les bijoux sont couverts jusqu'à 6 000 € et le matériel audio, vidéo et informatique jusqu'à 12 000 €.",
    ),
  },
  {
    slug: "device",
    type: "device",
    names: t("Elektronicaverzekering", "Device insurance", "Elektronikversicherung", "Assurance appareils électroniques"),
    descriptions: t(
      "Dekt diefstal van en schade aan je telefoon, tablet, laptop of camera tot € 5.000.",
      "Covers theft of and damage to your phone, tablet, laptop or camera up to €5,000.",
      "Deckt Diebstahl und Beschädigung von Smartphone, Tablet, Laptop oder Kamera bis 5.000 €.",
      "Couvre le vol et les dommages de votre téléphone, tablette, ordinateur portable ou appareil photo jusqu'à 5 000 €.",
    ),
    netMonthlyCents: 890,
    grossMonthlyCents: 1077,
    currency: "EUR",
    analyticsId: "prod_device_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 4,
    flatTariff: true,
    questions: [
      {
        group: "price",
        type: "price",
        field: "device_type",
        texts: t(
          "Welk apparaat wil je verzekeren?",
          "Which device do you want to insure?",
          "Welches Gerät möchten Sie versichern?",
          "Quel appareil souhaitez-vous assurer ?",
        ),
        required: true,
        options: [
          option("smartphone", t("Smartphone", "Smartphone", "Smartphone", "Smartphone"), "price_increase", 1100),
          option("tablet", t("Tablet", "Tablet", "Tablet", "Tablette"), "price_increase", 1000),
          option("laptop", t("Laptop", "Laptop", "Laptop", "Ordinateur portable"), "price_increase", 1100),
          option("camera", t("Camera", "Camera", "Kamera", "Appareil photo"), "price_increase", 1050),
        ],
      },
      {
        group: "price",
        type: "price",
        field: "device_price",
        texts: t(
          "Wat was de aankoopprijs (maximaal € 5.000)?",
          "What was the purchase price (at most €5,000)?",
          "Wie hoch war der Kaufpreis (höchstens 5.000 €)?",
          "Quel était le prix d'achat (5 000 € au maximum) ?",
        ),
        required: true,
        options: [],
      },
      purchaseDateQuestion(),
      {
        group: "price",
        type: "price",
        field: "device_identifier",
        texts: t(
          "Wat is het IMEI-nummer (telefoon, 15 cijfers) of het serienummer van het apparaat?",
          "What is the device's IMEI (phone, 15 digits) or serial number?",
          "Wie lautet die IMEI (Smartphone, 15 Ziffern) oder die Seriennummer des Geräts?",
          "Quel est le numéro IMEI (téléphone, 15 chiffres) ou le numéro de série de l'appareil ?",
        ),
        required: true,
        options: [],
      },
      {
        group: "normal",
        type: "normal",
        texts: t(
          "Is het apparaat onbeschadigd en in je bezit?",
          "Is the device undamaged and in your possession?",
          "Ist das Gerät unbeschädigt und in Ihrem Besitz?",
          "L'appareil est-il intact et en votre possession ?",
        ),
        required: true,
        options: [option("yes", YES, "approve"), option("no", NO, "reject")],
      },
    ],
    // The premium follows the purchase price in bands, as device insurers price.
    tariffFactors: bands("device_price", [
      [0, 300, 500],
      [301, 600, 800],
      [601, 1000, 1100],
      [1001, 1500, 1500],
      [1501, 2500, 2100],
      [2501, 5000, 3000],
    ]),
  },
  {
    slug: "drone",
    type: "drone",
    names: t("Droneverzekering", "Drone insurance", "Drohnenversicherung", "Assurance drone"),
    descriptions: t(
      "Dekt schade aan en diefstal van je drone, en de schade die je er anderen mee toebrengt.",
      "Covers damage to and theft of your drone, and the damage you cause others with it.",
      "Deckt Schäden an und Diebstahl Ihrer Drohne sowie Schäden, die Sie damit anderen zufügen.",
      "Couvre les dommages et le vol de votre drone, ainsi que les dommages que vous causez à autrui avec celui-ci.",
    ),
    netMonthlyCents: 1290,
    grossMonthlyCents: 1561,
    currency: "EUR",
    analyticsId: "prod_drone_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 4,
    flatTariff: true,
    questions: [
      {
        group: "price",
        type: "price",
        field: "drone_purchase_price",
        texts: t(
          "Wat was de aankoopprijs van de drone (maximaal € 5.000)?",
          "What was the drone's purchase price (at most €5,000)?",
          "Wie hoch war der Kaufpreis der Drohne (höchstens 5.000 €)?",
          "Quel était le prix d'achat du drone (5 000 € au maximum) ?",
        ),
        required: true,
        options: [],
      },
      purchaseDateQuestion(),
      {
        group: "price",
        type: "price",
        field: "drone_cover",
        texts: t(
          "Welke dekking wil je?",
          "Which cover do you want?",
          "Welchen Versicherungsschutz möchten Sie?",
          "Quelle couverture souhaitez-vous ?",
        ),
        required: true,
        options: [
          option(
            "liability",
            t(
              "Aansprakelijkheid tot € 1.000.000",
              "Liability up to €1,000,000",
              "Haftpflicht bis 1.000.000 €",
              "Responsabilité civile jusqu'à 1 000 000 €",
            ),
            "price_increase",
            1000,
          ),
          option(
            "liability_hull",
            t(
              "Aansprakelijkheid en schade aan de drone",
              "Liability and damage to the drone",
              "Haftpflicht und Schäden an der Drohne",
              "Responsabilité civile et dommages au drone",
            ),
            "price_increase",
            1430,
          ),
        ],
      },
      {
        group: "price",
        type: "price",
        field: "device_identifier",
        texts: t(
          "Wat is het serienummer van de drone?",
          "What is the drone's serial number?",
          "Wie lautet die Seriennummer der Drohne?",
          "Quel est le numéro de série du drone ?",
        ),
        required: true,
        options: [],
      },
      {
        group: "normal",
        type: "normal",
        texts: t(
          "Vlieg je alleen voor jezelf, niet tegen betaling voor anderen?",
          "Do you fly for yourself only, not for others against payment?",
          "Fliegen Sie nur für sich selbst, nicht gegen Bezahlung für andere?",
          "Pilotez-vous uniquement pour vous-même, et non contre rémunération pour d'autres ?",
        ),
        required: true,
        options: [option("yes", YES, "approve"), option("no", NO, "reject")],
      },
    ],
    tariffFactors: bands("drone_purchase_price", [
      [0, 500, 600],
      [501, 1000, 900],
      [1001, 2000, 1300],
      [2001, 3500, 1800],
      [3501, 5000, 2400],
    ]),
  },
  {
    slug: "checkin",
    type: "checkin",
    names: t("Verzekeringscheck", "Insurance check-in", "Versicherungs-Check", "Bilan d'assurance"),
    descriptions: t(
      "Al verzekerd? Wij kijken gratis of je verzekeringen bij je bedrijf passen.",
      "Already insured? We check for free whether your cover fits your business.",
      "Schon versichert? Wir prüfen kostenlos, ob Ihr Schutz zu Ihrem Unternehmen passt.",
      "Déjà assuré ? Nous vérifions gratuitement si votre couverture convient à votre activité.",
    ),
    netMonthlyCents: 0,
    grossMonthlyCents: 0,
    currency: "EUR",
    analyticsId: "prod_checkin_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 4,
    questions: [
      {
        group: "normal",
        type: "multiselect",
        field: "current_insurances",
        texts: t(
          "Welke verzekeringen heb je al?",
          "Which insurance policies do you already have?",
          "Welche Versicherungen haben Sie bereits?",
          "Quelles assurances avez-vous déjà ?",
        ),
        required: true,
        options: [
          option("business_liability", t("Bedrijfsaansprakelijkheid", "Business liability", "Betriebshaftpflicht", "RC entreprise")),
          option(
            "professional_liability",
            t("Beroepsaansprakelijkheid", "Professional liability", "Berufshaftpflicht", "RC professionnelle"),
          ),
          option(
            "aov",
            t("Arbeidsongeschiktheid (AOV)", "Disability insurance", "Berufsunfähigkeitsversicherung", "Incapacité de travail"),
          ),
          option("legal", t("Rechtsbijstand", "Legal expenses", "Rechtsschutz", "Protection juridique")),
        ],
      },
      {
        group: "normal",
        type: "checkin_flow",
        field: "insurer",
        texts: t(
          "Bij welke verzekeraar ben je verzekerd?",
          "Which insurer are you insured with?",
          "Bei welchem Versicherer sind Sie versichert?",
          "Auprès de quel assureur êtes-vous assuré ?",
        ),
        required: true,
        options: [],
      },
      {
        group: "normal",
        type: "checkin_flow",
        field: "per_claim",
        texts: t(
          "Wat is het verzekerd bedrag per schade van je huidige aansprakelijkheidsverzekering?",
          "What is the cover per claim of your current liability policy?",
          "Wie hoch ist die Deckungssumme je Schadenfall Ihrer jetzigen Haftpflichtversicherung?",
          "Quel est le montant assuré par sinistre de votre assurance responsabilité actuelle ?",
        ),
        required: true,
        options: [option("1250000", EUR_1_250_000), option("2500000", EUR_2_500_000)],
      },
      {
        group: "normal",
        type: "checkin_flow",
        field: "per_year",
        texts: t(
          "En wat is het verzekerd bedrag per jaar?",
          "And what is the cover per year?",
          "Und wie hoch ist die Deckungssumme pro Jahr?",
          "Et quel est le montant assuré par an ?",
        ),
        required: true,
        options: [option("1250000", EUR_1_250_000), option("2500000", EUR_2_500_000), option("5000000", EUR_5_000_000)],
      },
      {
        group: "normal",
        type: "checkin_flow",
        field: "renewal_date",
        texts: t(
          "Wanneer wordt jouw verzekering verlengd?",
          "When does your policy renew?",
          "Wann verlängert sich Ihre Versicherung?",
          "Quand votre contrat est-il renouvelé ?",
        ),
        required: true,
        options: [],
      },
      {
        group: "normal",
        type: "checkin_flow",
        field: "monthly_premium",
        texts: t(
          "Hoeveel premie betaal je per maand?",
          "How much premium do you pay per month?",
          "Wie viel Prämie zahlen Sie pro Monat?",
          "Combien de prime payez-vous par mois ?",
        ),
        required: true,
        options: [],
      },
    ],
  },
];

/**
 * Base net premium per profession risk class, in permille of the product's listed net price
 * (risk class 2, the usual office profession). Classes above a product's maxRiskClass get no
 * tariff: the product is not offered to those professions.
 */
export const RISK_CLASS_TARIFF_PERMILLE: Record<number, number> = { 1: 900, 2: 1000, 3: 1250, 4: 1600 };

export function tariffsFor(product: Pick<ProductSeed, "netMonthlyCents" | "maxRiskClass" | "flatTariff">) {
  return Object.entries(RISK_CLASS_TARIFF_PERMILLE)
    .map(([riskClass, permille]) => ({
      riskClass: Number(riskClass),
      netMonthlyCents: Math.round((product.netMonthlyCents * (product.flatTariff ? 1000 : permille)) / 1000),
    }))
    .filter((row) => row.riskClass <= product.maxRiskClass);
}

/** The cover an option stands for: insured amounts (per year twice per claim, as is usual) and deductibles. */
export function coverFor(field: string | undefined, value: string) {
  const euros = Number(value);
  if (!Number.isFinite(euros)) return {};
  if (field === "per_claim") return { perClaimCents: euros * 100, perYearCents: euros * 200 };
  if (field === "deductible") return { deductibleCents: euros * 100 };
  return {};
}
