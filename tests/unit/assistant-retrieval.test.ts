import { describe, expect, it } from "vitest";
import { composeAnswer, policyDocuments } from "~/domain/support/assistant-answer";
import { asksForPerson, PassageIndex, retrievePassages } from "~/domain/support/assistant-retrieval";
import { detectLanguage, searchTerms, stem } from "~/domain/platform/search-terms";
import type { Language } from "~/domain/platform/languages";
import { suggestProfessions } from "~/domain/catalogue/profession-suggestions";
import { PROFESSIONS } from "../../prisma/seed-data/professions";
import { assistantT, SEEDED_DOCUMENTS } from "./support/assistant-documents";

const TOP = 3;

/** The fixed question set: each question with the source(s) one of which must be in the top three. */
const QUESTIONS: { language: Language; question: string; expected: string[] }[] = [
  // Dutch
  { language: "nl", question: "Wat dekt de droneverzekering?", expected: ["product:drone"] },
  { language: "nl", question: "Is mijn laptop verzekerd tegen diefstal?", expected: ["product:device"] },
  { language: "nl", question: "Wat kost een autoverzekering per maand?", expected: ["product:car"] },
  {
    language: "nl",
    question: "Krijg ik een uitkering als ik ziek word en niet kan werken?",
    expected: ["product:aov", "product:aov-acture"],
  },
  { language: "nl", question: "Hoe betaal ik de premie van de inboedelverzekering?", expected: ["faq:home-content:2"] },
  { language: "nl", question: "Kan ik mijn opstalverzekering opzeggen?", expected: ["faq:home-building:3"] },
  {
    language: "nl",
    question: "Waar vind ik de polisvoorwaarden van de beroepsaansprakelijkheidsverzekering?",
    expected: ["document:professional-liability:conditions"],
  },
  {
    language: "nl",
    question: "Ben ik verzekerd voor schade door een programmeerfout in mijn advies?",
    expected: ["product:professional-liability"],
  },
  // English
  { language: "en", question: "What does the drone insurance cover?", expected: ["product:drone"] },
  { language: "en", question: "Is my phone covered against theft?", expected: ["product:device"] },
  { language: "en", question: "How much is the car insurance per month?", expected: ["product:car"] },
  { language: "en", question: "Does the buildings insurance cover storm damage?", expected: ["product:home-building"] },
  { language: "en", question: "How soon am I insured with the contents insurance?", expected: ["faq:home-content:1"] },
  { language: "en", question: "Where is the IPID of the term life insurance?", expected: ["document:death-risk:ipid"] },
  { language: "en", question: "How much cover per claim can I choose for business liability?", expected: ["product:business-liability"] },
  // German
  { language: "de", question: "Was deckt die Drohnenversicherung?", expected: ["product:drone"] },
  { language: "de", question: "Ist mein Hausrat gegen Einbruch versichert?", expected: ["product:home-content"] },
  { language: "de", question: "Wie hoch ist der Beitrag der Kfz-Versicherung im Monat?", expected: ["product:car"] },
  { language: "de", question: "Kann ich die Elektronikversicherung kündigen?", expected: ["faq:device:3"] },
  {
    language: "de",
    question: "Wo finde ich die Versicherungsbedingungen der Berufshaftpflichtversicherung?",
    expected: ["document:professional-liability:conditions"],
  },
  {
    language: "de",
    question: "Bekomme ich eine monatliche Leistung, wenn ich wegen Krankheit nicht arbeiten kann?",
    expected: ["product:aov", "product:aov-acture"],
  },
  // French
  { language: "fr", question: "Que couvre l'assurance drone ?", expected: ["product:drone"] },
  { language: "fr", question: "Mon ordinateur portable est-il assuré contre le vol ?", expected: ["product:device"] },
  { language: "fr", question: "Combien coûte l'assurance auto par mois ?", expected: ["product:car"] },
  { language: "fr", question: "Comment payer la prime de l'assurance mobilier ?", expected: ["faq:home-content:2"] },
  { language: "fr", question: "Puis-je résilier mon assurance habitation ?", expected: ["faq:home-building:3"] },
  { language: "fr", question: "Ma maison est-elle assurée contre l'incendie et la tempête ?", expected: ["product:home-building"] },
];

describe("assistant retrieval on the seeded catalogue", () => {
  it("has at least five questions per language", () => {
    for (const language of ["nl", "en", "de", "fr"] as const) {
      expect(QUESTIONS.filter((entry) => entry.language === language).length).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(QUESTIONS)("$language: $question", ({ language, question, expected }) => {
    const passages = retrievePassages(SEEDED_DOCUMENTS, question, language, { limit: TOP });
    const ids = passages.map((passage) => passage.id);
    expect(
      ids.some((id) => expected.includes(id)),
      `top ${TOP}: ${ids.join(", ")}`,
    ).toBe(true);
    // Every question of the set is answered, not handed over, and cites what it found.
    const answer = composeAnswer(question, retrievePassages(SEEDED_DOCUMENTS, question, language), assistantT(language));
    expect(answer.handover).toBeNull();
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.text).toContain(passages[0]!.title);
  });

  it("only searches the passages of the question's language", () => {
    const passages = retrievePassages(SEEDED_DOCUMENTS, "Drohnenversicherung", "de");
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((passage) => passage.language === "de")).toBe(true);
  });

  it("narrows to one product type for the {product}-ai channel", () => {
    const index = new PassageIndex(SEEDED_DOCUMENTS, "en");
    const passages = index.retrieve("Can I cancel?", { productType: "drone", limit: 10 });
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((passage) => passage.productType === "drone")).toBe(true);
    expect(passages[0]!.id).toBe("faq:drone:3");
  });

  it("links each source to where the customer reads it", () => {
    const answer = composeAnswer(
      "Can I cancel my drone insurance?",
      retrievePassages(SEEDED_DOCUMENTS, "Can I cancel my drone insurance?", "en"),
      assistantT("en"),
    );
    expect(answer.sources[0]).toEqual({ kind: "faq", id: "faq:drone:3", title: "Can I cancel?", url: "/products/drone#faq-3" });
    const documents = retrievePassages(SEEDED_DOCUMENTS, "policy conditions drone", "en");
    expect(documents.find((passage) => passage.kind === "document")?.url).toBe("/products/drone/documents/conditions");
  });
});

describe("handing over to a person", () => {
  it.each([
    ["nl", "Ik wil graag een medewerker spreken"],
    ["nl", "Kan ik met een mens praten?"],
    ["en", "Can I talk to a human?"],
    ["en", "I want an agent please"],
    ["de", "Ich möchte mit einem Mitarbeiter sprechen"],
    ["de", "Bitte einen Menschen!"],
    ["fr", "Je voudrais parler à un conseiller"],
    ["fr", "Un humain, s'il vous plaît"],
  ] as const)("asked in %s: %s", (language, question) => {
    expect(asksForPerson(question)).toBe(true);
    const answer = composeAnswer(question, retrievePassages(SEEDED_DOCUMENTS, question, language), assistantT(language));
    expect(answer.handover?.reason).toBe("asked");
    expect(answer.handover?.channels.map((channel) => channel.url)).toEqual(["/support", "/support/chat"]);
    expect(answer.text).toBe(assistantT(language)("handover.asked"));
  });

  it("does not take product words for a request for a person", () => {
    expect(asksForPerson("Does personal liability cover my dog?")).toBe(false);
    expect(asksForPerson("Wat kost de aansprakelijkheidsverzekering voor particulieren?")).toBe(false);
  });

  it.each([
    ["nl", "Wat is de hoofdstad van Peru?"],
    ["en", "Which football club won the league in 1987?"],
    ["de", "Wie wird das Wetter morgen in Berlin?"],
    ["fr", "Quelle est la recette de la tarte tatin ?"],
    ["en", "???"],
  ] as const)("unsure in %s: %s", (language, question) => {
    const answer = composeAnswer(question, retrievePassages(SEEDED_DOCUMENTS, question, language), assistantT(language));
    expect(answer.handover?.reason).toBe("unsure");
    expect(answer.sources).toEqual([]);
  });
});

describe("the customer's own policies", () => {
  const policy = {
    id: "pol_1",
    number: "POL-000123",
    status: "active",
    startDate: "2025-03-01",
    endDate: null,
    grossMonthlyCents: 2662,
    currency: "EUR",
    perClaimCents: 125_000_000,
    product: {
      slug: "professional-liability",
      type: "professional_liability",
      names: { nl: "Beroepsaansprakelijkheidsverzekering", en: "Professional liability insurance" },
    },
  };

  it.each([
    ["nl", "Wat is de status van mijn polis?"],
    ["en", "When does my policy start?"],
    ["de", "Was kostet meine Police im Monat?"],
    ["fr", "Quel est le statut de ma police ?"],
  ] as const)("cites the policy for %s: %s", (language, question) => {
    const documents = [...SEEDED_DOCUMENTS, ...policyDocuments([policy], language, assistantT(language))];
    const answer = composeAnswer(question, retrievePassages(documents, question, language), assistantT(language));
    expect(answer.sources[0]).toMatchObject({ kind: "policy", id: "policy:pol_1", url: "/user/policies/pol_1" });
    expect(answer.text).toContain("POL-000123");
  });

  it("writes dates DD-MM-YYYY and money in euros", () => {
    const [document] = policyDocuments([policy], "en", assistantT("en"));
    expect(document!.text).toContain("01-03-2025");
    expect(document!.text).toContain("€\u00a026,62");
  });
});

describe("text handling", () => {
  it("stems plural and singular alike", () => {
    expect(stem("verzekeringen", "nl")).toBe(stem("verzekering", "nl"));
    expect(stem("premies", "nl")).toBe(stem("premie", "nl"));
    expect(stem("policies", "en")).toBe(stem("policy", "en"));
    expect(stem("versicherungen", "de")).toBe(stem("versicherung", "de"));
    expect(stem("assurances", "fr")).toBe(stem("assurance", "fr"));
  });

  it("drops stop words and splits compounds", () => {
    expect(searchTerms("Wat is de premie?", "nl")).toEqual([stem("premie", "nl")]);
    expect(searchTerms("Berufshaftpflichtversicherung", "de")).toContain("haftpflicht");
  });

  it("detects the question's language by its stop words", () => {
    expect(detectLanguage("Wie hoch ist der Beitrag für meine Police?", "nl")).toBe("de");
    expect(detectLanguage("Quel est le prix de l'assurance ?", "nl")).toBe("fr");
    expect(detectLanguage("What is the price of the insurance?", "nl")).toBe("en");
    expect(detectLanguage("drone", "fr")).toBe("fr");
  });
});

describe("profession suggestions from a description", () => {
  const professions = PROFESSIONS.map((profession) => ({ id: profession.slug, slug: profession.slug, names: profession.names }));
  const suggest = (description: string) => suggestProfessions(professions, description).map((profession) => profession.slug);

  it.each([
    ["Ik repareer lekkende kranen en leidingen", "plumber"],
    ["ik knip haar in mijn eigen kapsalon", "hairdresser"],
    ["I build websites and webshops for small companies", "web-designer"],
    ["I deliver parcels by bike", "courier"],
    ["Ich verlege Fliesen in Bädern und Küchen", "tiler"],
    ["Ich fahre Taxi", "taxi-driver"],
    ["Je peins les murs des maisons", "painter"],
    ["Je traduis des textes", "translator"],
  ])("%s -> %s", (description, expected) => {
    const suggestions = suggest(description);
    expect(suggestions).toContain(expected);
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it("suggests nothing for a description that fits no profession", () => {
    expect(suggest("xyzzy qwerty")).toEqual([]);
  });
});
