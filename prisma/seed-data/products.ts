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
} from "../../app/domain/insurance-catalogue";
export type { Consequence, ProductType, QuestionGroup } from "../../app/domain/insurance-catalogue";
import type { Consequence, ProductType, QuestionGroup } from "../../app/domain/insurance-catalogue";
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
};

const t = (nl: string, en: string, de: string, fr: string): LocalizedText => ({ nl, en, de, fr });

const option = (
  value: string,
  labels: LocalizedText,
  consequence: Consequence = "none",
  priceFactorPermille = 1000,
): OptionSeed => ({ value, labels, consequence, priceFactorPermille });

type BandSeed = NonNullable<ProductSeed["tariffFactors"]>[number];

/** Band factors of one rating input from [from, to, permille] rows (both ends inclusive). */
const bands = (input: string, rows: readonly (readonly [number, number, number])[]): BandSeed[] =>
  rows.map(([fromValue, toValue, factorPermille]) => ({ input, fromValue, toValue, factorPermille }));

const ageBands = (rows: readonly (readonly [number, number, number])[]) => bands("age", rows);

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
    "Welk bedrag wilt u per schade verzekeren?",
    "How much cover do you want per claim?",
    "Welche Deckungssumme je Schadenfall möchten Sie?",
    "Quel montant souhaitez-vous assurer par sinistre ?",
  ),
  required: true,
  options: [
    option("1250000", EUR_1_250_000, "price_increase", 1000),
    option("2500000", EUR_2_500_000, "price_increase", 1180),
  ],
});

const claimsLastFiveYearsQuestion = (): QuestionSeed => ({
  group: "normal",
  type: "normal",
  texts: t(
    "Is er in de afgelopen 5 jaar schade bij u geclaimd?",
    "Has anyone made a claim against you in the last 5 years?",
    "Wurden in den letzten 5 Jahren Schadenersatzansprüche gegen Sie erhoben?",
    "Une réclamation a-t-elle été faite contre vous au cours des 5 dernières années ?",
  ),
  required: true,
  options: [option("no", NO, "approve"), option("yes", YES, "drop_out")],
});

const bankruptcyQuestion = (): QuestionSeed => ({
  group: "normal",
  type: "normal",
  texts: t(
    "Bent u in de afgelopen 5 jaar failliet verklaard?",
    "Have you been declared bankrupt in the last 5 years?",
    "Waren Sie in den letzten 5 Jahren insolvent?",
    "Avez-vous été déclaré en faillite au cours des 5 dernières années ?",
  ),
  required: true,
  options: [option("no", NO, "approve"), option("yes", YES, "hard_drop_out")],
});

const birthDateQuestion = (): QuestionSeed => ({
  group: "price",
  type: "price",
  field: "birth_date",
  texts: t(
    "Wat is uw geboortedatum?",
    "What is your date of birth?",
    "Wie lautet Ihr Geburtsdatum?",
    "Quelle est votre date de naissance ?",
  ),
  required: true,
  options: [],
});

const familyCompositionQuestion = (type: string): QuestionSeed => ({
  group: "price",
  type,
  field: "family_composition",
  texts: t(
    "Wat is uw gezinssamenstelling?",
    "What is your household composition?",
    "Wie ist Ihre Haushaltszusammensetzung?",
    "Quelle est la composition de votre foyer ?",
  ),
  required: true,
  options: [
    option("single", t("Alleenstaand", "Single", "Alleinstehend", "Personne seule"), "price_increase", 1000),
    option(
      "couple",
      t("Samenwonend zonder kinderen", "Couple without children", "Paar ohne Kinder", "Couple sans enfants"),
      "price_increase",
      1200,
    ),
    option(
      "family",
      t("Gezin met kinderen", "Family with children", "Familie mit Kindern", "Famille avec enfants"),
      "price_increase",
      1350,
    ),
  ],
});

const homeOwnershipLabels = {
  owner: t("Eigenaar", "Owner", "Eigentümer", "Propriétaire"),
  tenant: t("Huurder", "Tenant", "Mieter", "Locataire"),
};

const homeOwnershipTexts = t(
  "Bent u eigenaar of huurder van de woning?",
  "Do you own or rent the home?",
  "Sind Sie Eigentümer oder Mieter der Wohnung?",
  "Êtes-vous propriétaire ou locataire du logement ?",
);

const allRiskQuestion = (priceFactorPermille: number): QuestionSeed => ({
  group: "extra_coverage",
  type: "allianz_coverages",
  field: "all_risk",
  texts: t(
    "Wilt u allriskdekking (ook onvoorziene schade)?",
    "Do you want all-risk cover (also accidental damage)?",
    "Möchten Sie eine Allgefahrendeckung (auch unvorhergesehene Schäden)?",
    "Souhaitez-vous la couverture tous risques (y compris les dommages accidentels) ?",
  ),
  required: false,
  options: [option("no", NO), option("yes", YES, "price_increase", priceFactorPermille)],
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
      "Dekt financiële schade door fouten in uw advies of werk, zoals een verkeerd advies of een programmeerfout.",
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
          "Welk eigen risico per schade kiest u?",
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
      claimsLastFiveYearsQuestion(),
      bankruptcyQuestion(),
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
      "Dekt schade die u of uw werk toebrengt aan personen of aan spullen van anderen.",
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
          "Wilt u spullen van anderen die u onder uw hoede heeft meeverzekeren?",
          "Do you want to cover other people's property in your care?",
          "Möchten Sie fremde Sachen in Ihrer Obhut mitversichern?",
          "Souhaitez-vous assurer les biens de tiers sous votre garde ?",
        ),
        required: false,
        options: [option("no", NO), option("yes", YES, "price_increase", 1150)],
      },
      claimsLastFiveYearsQuestion(),
      bankruptcyQuestion(),
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
      "Een maandelijkse uitkering als u door ziekte of een ongeval niet kunt werken.",
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
          "Rookt u, of heeft u in de afgelopen 12 maanden gerookt?",
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
          "Wat is uw jaarinkomen uit uw onderneming (vóór belasting)?",
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
          "Welk deel van uw inkomen wilt u verzekeren?",
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
          "Welke wachttijd (eigenrisicoperiode) kiest u?",
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
          "Hoe lang wilt u maximaal een uitkering ontvangen?",
          "For how long do you want to receive benefits at most?",
          "Wie lange möchten Sie höchstens Leistungen erhalten?",
          "Pendant combien de temps souhaitez-vous être indemnisé au maximum ?",
        ),
        required: true,
        options: [
          option("1", t("1 jaar", "1 year", "1 Jahr", "1 an"), "price_increase", 1000),
          option("2", t("2 jaar", "2 years", "2 Jahre", "2 ans"), "price_increase", 1080),
          option("5", t("5 jaar", "5 years", "5 Jahre", "5 ans"), "price_increase", 1200),
          option(
            "67",
            t("Tot 67 jaar", "Until age 67", "Bis zum 67. Lebensjahr", "Jusqu'à 67 ans"),
            "price_increase",
            1400,
          ),
        ],
      },
      {
        group: "price",
        type: "price",
        field: "aov_indexation",
        texts: t(
          "Wilt u dat uw verzekerde bedrag elk jaar meestijgt (indexatie)?",
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
          "Wilt u psychische klachten, zoals een burn-out, meeverzekeren?",
          "Do you want to cover psychological complaints such as burnout?",
          "Möchten Sie psychische Erkrankungen wie ein Burn-out mitversichern?",
          "Souhaitez-vous couvrir les troubles psychiques, comme le burn-out ?",
        ),
        required: true,
        options: [
          option(
            "included",
            t("Ja, meeverzekeren", "Yes, include them", "Ja, mitversichern", "Oui, les inclure"),
            "price_increase",
            1150,
          ),
          option(
            "excluded",
            t("Nee, uitsluiten (lagere premie)", "No, exclude them (lower premium)", "Nein, ausschließen (niedrigere Prämie)", "Non, les exclure (prime réduite)"),
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
          "Wat is de verwachte bruto omzet van uw onderneming dit jaar?",
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
          "Verwacht u meer dan € 250.000 omzet? Licht dat dan kort toe.",
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
          "Welk bedrag wilt u per maand ontvangen als u niet kunt werken?",
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
          "Werkt u gemiddeld minstens 20 uur per week als zelfstandige?",
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
          "Bent u op dit moment volledig arbeidsgeschikt?",
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
      "Een uitkering voor uw nabestaanden als u overlijdt. Hiervoor is een identiteitscontrole nodig.",
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
          "Welk bedrag wilt u verzekeren?",
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
          "Heeft u in de afgelopen 2 jaar gerookt?",
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
          "Bent u op dit moment onder behandeling van een arts of specialist?",
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
      "WA, WA+ of allrisk voor uw auto; de premie hangt af van kenteken, schadevrije jaren en kilometers.",
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
    questions: [
      {
        group: "price",
        type: "car_premium",
        field: "km_per_year",
        texts: t(
          "Hoeveel kilometer rijdt u per jaar?",
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
          "Hoeveel schadevrije jaren heeft u?",
          "How many claim-free years do you have?",
          "Wie viele schadenfreie Jahre haben Sie?",
          "Combien d'années sans sinistre avez-vous ?",
        ),
        required: true,
        options: [],
      },
      {
        group: "price",
        type: "car_insurance_coverages",
        field: "coverage",
        texts: t(
          "Welke dekking wilt u?",
          "Which cover do you want?",
          "Welchen Versicherungsschutz möchten Sie?",
          "Quelle couverture souhaitez-vous ?",
        ),
        required: true,
        options: [
          option("wa", t("WA", "Third party", "Haftpflicht", "Responsabilité civile"), "price_increase", 1000),
          option(
            "wa_plus",
            t("WA+ (beperkt casco)", "Third party, fire and theft", "Teilkasko", "Tiers étendu"),
            "price_increase",
            1350,
          ),
          option("all_risk", t("Allrisk", "Comprehensive", "Vollkasko", "Tous risques"), "price_increase", 1850),
        ],
      },
      {
        group: "extra_coverage",
        type: "extra_coverage",
        field: "road_assistance",
        texts: t(
          "Wilt u pechhulp in Nederland en Europa?",
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
        field: "legal_assistance",
        texts: t(
          "Wilt u rechtsbijstand verkeer meeverzekeren?",
          "Do you want to add motor legal assistance?",
          "Möchten Sie einen Verkehrsrechtsschutz hinzufügen?",
          "Souhaitez-vous ajouter une protection juridique automobile ?",
        ),
        required: false,
        options: [option("no", NO), option("yes", YES, "price_increase", 1060)],
      },
    ],
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
      "Dekt schade die u, uw gezin of uw huisdieren privé aan anderen toebrengen.",
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
    questions: [
      familyCompositionQuestion("allianz_liability_premium"),
      {
        group: "price",
        type: "allianz_liability_premium",
        field: "deductible",
        texts: t(
          "Welk eigen risico kiest u?",
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
      {
        group: "normal",
        type: "normal",
        texts: t(
          "Is u of een gezinslid in de afgelopen 8 jaar een verzekering geweigerd of opgezegd?",
          "In the last 8 years, has an insurer refused or cancelled a policy for you or a member of your household?",
          "Wurde Ihnen oder einem Haushaltsmitglied in den letzten 8 Jahren eine Versicherung abgelehnt oder gekündigt?",
          "Au cours des 8 dernières années, un assureur a-t-il refusé ou résilié un contrat pour vous ou un membre de votre foyer ?",
        ),
        required: true,
        options: [option("no", NO, "approve"), option("yes", YES, "drop_out")],
      },
    ],
  },
  {
    slug: "home-building",
    type: "allianz_building",
    names: t("Opstalverzekering", "Buildings insurance", "Wohngebäudeversicherung", "Assurance habitation (bâtiment)"),
    descriptions: t(
      "Verzekert uw koopwoning tegen schade door bijvoorbeeld brand, storm en inbraak.",
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
    questions: [
      {
        group: "price",
        type: "allianz_building_premium",
        field: "home_ownership",
        texts: homeOwnershipTexts,
        required: true,
        options: [
          option("owner", homeOwnershipLabels.owner, "approve"),
          option("tenant", homeOwnershipLabels.tenant, "reject"),
        ],
      },
      {
        group: "price",
        type: "allianz_building_premium",
        field: "allianz_house_conformity",
        texts: t(
          "Is uw woning van steen gebouwd, met een harde dakbedekking (geen riet)?",
          "Is your home built of brick or stone, with a hard roof (no thatch)?",
          "Ist Ihr Haus aus Stein gebaut und hat es eine harte Bedachung (kein Reetdach)?",
          "Votre logement est-il construit en pierre ou en brique, avec une toiture dure (pas de chaume) ?",
        ),
        required: true,
        options: [option("yes", YES, "approve"), option("no", NO, "drop_out")],
      },
      {
        group: "extra_coverage",
        type: "allianz_coverages",
        field: "glass",
        texts: t(
          "Wilt u glasdekking meeverzekeren?",
          "Do you want to add glass cover?",
          "Möchten Sie eine Glasversicherung hinzufügen?",
          "Souhaitez-vous ajouter la garantie bris de glace ?",
        ),
        required: false,
        options: [option("no", NO), option("yes", YES, "price_increase", 1060)],
      },
      allRiskQuestion(1250),
    ],
  },
  {
    slug: "home-content",
    type: "allianz_content",
    names: t("Inboedelverzekering", "Contents insurance", "Hausratversicherung", "Assurance mobilier"),
    descriptions: t(
      "Verzekert uw spullen in huis tegen brand, inbraak en waterschade.",
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
    questions: [
      familyCompositionQuestion("allianz_content_premium"),
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
      allRiskQuestion(1300),
    ],
  },
  {
    slug: "device",
    type: "device",
    names: t("Elektronicaverzekering", "Device insurance", "Elektronikversicherung", "Assurance appareils électroniques"),
    descriptions: t(
      "Dekt diefstal van en schade aan uw telefoon, laptop, tablet of drone tot € 5.000.",
      "Covers theft of and damage to your phone, laptop, tablet or drone up to €5,000.",
      "Deckt Diebstahl und Beschädigung von Smartphone, Laptop, Tablet oder Drohne bis 5.000 €.",
      "Couvre le vol et les dommages de votre téléphone, ordinateur portable, tablette ou drone jusqu'à 5 000 €.",
    ),
    netMonthlyCents: 890,
    grossMonthlyCents: 1077,
    currency: "EUR",
    analyticsId: "prod_device_001",
    requireIdentityVerification: false,
    startDateFromTomorrow: false,
    maxRiskClass: 4,
    questions: [
      {
        group: "price",
        type: "price",
        field: "device_type",
        texts: t(
          "Welk apparaat wilt u verzekeren?",
          "Which device do you want to insure?",
          "Welches Gerät möchten Sie versichern?",
          "Quel appareil souhaitez-vous assurer ?",
        ),
        required: true,
        options: [
          option("smartphone", t("Smartphone", "Smartphone", "Smartphone", "Smartphone"), "price_increase", 1000),
          option("tablet", t("Tablet", "Tablet", "Tablet", "Tablette"), "price_increase", 1000),
          option("laptop", t("Laptop", "Laptop", "Laptop", "Ordinateur portable"), "price_increase", 1150),
          option("drone", t("Drone", "Drone", "Drohne", "Drone"), "price_increase", 1600),
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
      {
        group: "normal",
        type: "normal",
        field: "imei_number",
        texts: t(
          "Wat is het IMEI- of serienummer van het apparaat?",
          "What is the device's IMEI or serial number?",
          "Wie lautet die IMEI- oder Seriennummer des Geräts?",
          "Quel est le numéro IMEI ou de série de l'appareil ?",
        ),
        required: true,
        options: [],
      },
      {
        group: "normal",
        type: "normal",
        texts: t(
          "Is het apparaat onbeschadigd en in uw bezit?",
          "Is the device undamaged and in your possession?",
          "Ist das Gerät unbeschädigt und in Ihrem Besitz?",
          "L'appareil est-il intact et en votre possession ?",
        ),
        required: true,
        options: [option("yes", YES, "approve"), option("no", NO, "reject")],
      },
    ],
  },
  {
    slug: "checkin",
    type: "checkin",
    names: t("Verzekeringscheck", "Insurance check-in", "Versicherungs-Check", "Bilan d'assurance"),
    descriptions: t(
      "Al verzekerd? Wij kijken gratis of uw verzekeringen bij uw bedrijf passen.",
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
          "Welke verzekeringen heeft u al?",
          "Which insurance policies do you already have?",
          "Welche Versicherungen haben Sie bereits?",
          "Quelles assurances avez-vous déjà ?",
        ),
        required: false,
        options: [
          option(
            "business_liability",
            t("Bedrijfsaansprakelijkheid", "Business liability", "Betriebshaftpflicht", "RC entreprise"),
          ),
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
        field: "per_claim",
        texts: t(
          "Wat is het verzekerd bedrag per schade van uw huidige aansprakelijkheidsverzekering?",
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
        options: [option("2500000", EUR_2_500_000), option("5000000", EUR_5_000_000)],
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

export function tariffsFor(product: Pick<ProductSeed, "netMonthlyCents" | "maxRiskClass">) {
  return Object.entries(RISK_CLASS_TARIFF_PERMILLE)
    .map(([riskClass, permille]) => ({ riskClass: Number(riskClass), netMonthlyCents: Math.round((product.netMonthlyCents * permille) / 1000) }))
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
