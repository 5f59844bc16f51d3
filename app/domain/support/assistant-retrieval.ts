// The support assistant's retrieval (decision 0048): documents in, ranked passages out. Pure:
// no I/O, so the built-in provider, the OpenAI-compatible adapter (which sends these passages as
// context) and the profession suggestions share one tested search. MiniSearch does the ranking
// (BM25 with prefix and fuzzy matching); what is ours is the per-language text handling: accent
// folding, stop words, a light stemmer and splitting the long Dutch and German compounds.
import MiniSearch from "minisearch";
import { SUPPORTED_LANGUAGES, type Language } from "../platform/languages";

export type SourceKind = "product" | "faq" | "document" | "policy";

export type AssistantDocument = {
  /** Stable and unique: product:<slug>, faq:<slug>:<n>, document:<slug>:<kind>, policy:<id>. */
  id: string;
  kind: SourceKind;
  language: Language;
  /** The product type the passage is about (narrows the `{product}-ai` channel); null for none. */
  productType: string | null;
  /** Shown with the source link. */
  title: string;
  /**
   * What the passage is, searched with a boost: the FAQ's question, the document's kind, "your
   * policy"; empty for a product, whose name is its context like every passage about it.
   */
  heading: string;
  /** Words that place the passage (the product's name) without being its content. */
  context: string;
  text: string;
  /** Where the customer reads the source: a path on the partner's host. */
  url: string;
};

export type RankedPassage = AssistantDocument & {
  score: number;
  /** Share (0..1) of the question's search terms that this passage matched. */
  coverage: number;
};

// ---------------------------------------------------------------------------------------------
// Text handling per language

/** Lower case without accents: "Prämie" is found by "pramie", "élevé" by "eleve". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Words of a text: letters and digits, apostrophes split ("l'assurance" is "l" + "assurance"). */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

// Words that carry no meaning for a search, including the ways of asking ("what", "hoe", "combien").
const STOP_WORDS: Record<Language, readonly string[]> = {
  nl: "de het een en of in op aan van voor met bij om te tot uit over naar als dan dat die dit deze wat wie waar hoe welk welke waarom wanneer is zijn ben bent was waren wordt worden word heb hebt heeft hebben kan kun kunt kunnen mag moet moeten wil wilt ik je jij u uw mijn mij me we wij ons onze hun zij ze er hier daar niet geen ook nog al wel maar dus zo veel graag even eens toch nu mee door per dekt".split(
    " ",
  ),
  en: "the a an and or in on at of for with by to from about as than that this these those what who where how which why when is are am was were be been being do does did have has had can could may might must shall should will would i you your my me mine we our us they their them it its there here not no also still just but so much many please tell know me about".split(
    " ",
  ),
  de: "der die das den dem des ein eine einen einem einer eines und oder in im an am auf aus bei mit nach von vom zu zum zur fur uber um als wie was wer wo wann warum welche welcher welches ist sind bin bist war waren wird werden habe hast hat haben kann kannst konnen darf muss mussen will ich du sie ihr ihre ihren ihrem ihres mein meine meinen meinem meiner mich mir wir uns unser es da hier nicht kein keine auch noch schon aber so viel bitte mal denn doch".split(
    " ",
  ),
  fr: "le la les l un une des du de d et ou en dans sur a au aux par pour avec sans chez que qui quoi quel quelle quels quelles comment combien pourquoi quand ou est sont suis es etre ai as a ont avoir peut peux pouvez puis je j tu vous il elle nous ils elles me m te t se s mon ma mes ton ta tes votre vos notre nos leur leurs ce cet cette ces c y ne n pas plus aussi mais donc tres svp".split(
    " ",
  ),
};
const STOP: Record<Language, ReadonlySet<string>> = {
  nl: new Set(STOP_WORDS.nl),
  en: new Set(STOP_WORDS.en),
  de: new Set(STOP_WORDS.de),
  fr: new Set(STOP_WORDS.fr),
};

// Suffixes a light stemmer strips, longest first; a stem keeps at least 3 letters. Enough to meet
// "verzekeringen" and "verzekering", "covers" and "cover", "Versicherungen" and "Versicherung".
const SUFFIXES: Record<Language, readonly string[]> = {
  nl: ["heden", "ingen", "heid", "ing", "en", "e", "s", "t"],
  en: ["ation", "ies", "ing", "ed", "es", "s"],
  de: ["ungen", "ung", "en", "er", "es", "e", "n", "s"],
  fr: ["ements", "ement", "ees", "ee", "es", "e", "s", "x"],
};

function stripOne(word: string, suffixes: readonly string[]): string {
  for (const suffix of suffixes) {
    if (word.length - suffix.length >= 3 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

export function stem(word: string, language: Language): string {
  if (/\d/.test(word)) return word;
  if (language === "en" && word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  const once = stripOne(word, SUFFIXES[language]);
  // A second, one-letter pass: "premies" and "premie" both end as "premi".
  return once === word
    ? once
    : stripOne(
        once,
        SUFFIXES[language].filter((suffix) => suffix.length === 1),
      );
}

// Heads of the insurance compounds of Dutch and German: "beroepsaansprakelijkheidsverzekering"
// is also found by "aansprakelijkheid" and "verzekering", "Berufshaftpflicht" by "Haftpflicht".
const COMPOUND_PARTS: Partial<Record<Language, readonly string[]>> = {
  nl: [
    "verzekering",
    "aansprakelijkheid",
    "aansprakelijk",
    "dekking",
    "schade",
    "premie",
    "uitkering",
    "ongeval",
    "inboedel",
    "opstal",
    "arbeidsongeschikt",
    "beroep",
    "bedrijf",
    "polis",
    "risico",
  ],
  de: [
    "versicherung",
    "haftpflicht",
    "deckung",
    "schaden",
    "beitrag",
    "leistung",
    "unfall",
    "hausrat",
    "wohngebaude",
    "gebaude",
    "berufsunfahigkeit",
    "beruf",
    "betrieb",
    "police",
    "risiko",
  ],
};

function compoundParts(word: string, language: Language): string[] {
  const parts = COMPOUND_PARTS[language];
  if (!parts || word.length < 9) return [];
  return parts.filter((part) => word !== part && word.includes(part));
}

/** The search terms of a text in a language: folded, without stop words, stemmed, compounds split. */
export function searchTerms(text: string, language: Language): string[] {
  const terms: string[] = [];
  for (const word of words(text)) {
    if (STOP[language].has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    terms.push(stem(word, language));
    for (const part of compoundParts(word, language)) terms.push(stem(part, language));
  }
  return [...new Set(terms)];
}

/**
 * The language a question is written in, by its stop words; the page's language when the
 * question gives no clear sign (a few words, or a tie).
 */
export function detectLanguage(question: string, fallback: Language): Language {
  const tokens = words(question);
  let best: Language = fallback;
  let bestCount = tokens.filter((token) => STOP[fallback].has(token)).length;
  for (const language of SUPPORTED_LANGUAGES) {
    const count = tokens.filter((token) => STOP[language].has(token)).length;
    if (count > bestCount + 1) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Search

export type RetrieveOptions = {
  limit?: number;
  /** Only passages about this product type (and the customer's policies of it). */
  productType?: string | null;
};

// A document passage only says what the document is; asked about cover or price, the product's
// own text answers better. Asked for the conditions by name, the heading still finds the document.
const KIND_WEIGHT: Record<SourceKind, number> = { product: 1, faq: 1, policy: 1, document: 0.6 };

/** A built index over one language's documents; build once per request, search many times. */
export class PassageIndex {
  private readonly search: MiniSearch<AssistantDocument>;
  private readonly byId: Map<string, AssistantDocument>;

  constructor(
    documents: readonly AssistantDocument[],
    readonly language: Language,
  ) {
    const own = documents.filter((document) => document.language === language);
    this.byId = new Map(own.map((document) => [document.id, document]));
    this.search = new MiniSearch<AssistantDocument>({
      fields: ["heading", "context", "text"],
      idField: "id",
      // Terms are made whole by searchTerms; MiniSearch only splits on spaces here.
      tokenize: (text) => [text],
      processTerm: (text) => searchTerms(text, language),
    });
    this.search.addAll(own);
  }

  retrieve(question: string, options: RetrieveOptions = {}): RankedPassage[] {
    const terms = searchTerms(question, this.language);
    if (terms.length === 0) return [];
    const productType = options.productType ?? null;
    const results = this.search.search(
      { queries: terms, combineWith: "OR" },
      {
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        boost: { heading: 1.5, context: 1, text: 1 },
        // The queries are terms already: no second tokenising or stemming.
        tokenize: (text) => [text],
        processTerm: (term) => term,
        filter: productType ? (result) => this.byId.get(String(result.id))?.productType === productType : undefined,
      },
    );
    // Passages that match more of the question rank higher (a coordination factor, as Lucene
    // had): the product's name is in every passage about it, the question's other words decide.
    return results
      .map((result) => {
        const coverage = new Set(result.queryTerms).size / terms.length;
        const document = this.byId.get(String(result.id))!;
        return { ...document, score: result.score * coverage * coverage * KIND_WEIGHT[document.kind], coverage };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, options.limit ?? 5);
  }
}

/** One-off search over documents in the question's language (see PassageIndex). */
export function retrievePassages(
  documents: readonly AssistantDocument[],
  question: string,
  language: Language,
  options: RetrieveOptions = {},
): RankedPassage[] {
  return new PassageIndex(documents, language).retrieve(question, options);
}

// ---------------------------------------------------------------------------------------------
// Handing over to a person

// Asking for a person, in any of the four languages (folded, whole words or word pairs).
const HUMAN_WORDS = new Set([
  "medewerker",
  "medewerkers",
  "mens",
  "persoon",
  "iemand",
  "klantenservice",
  "bellen",
  "terugbellen",
  "human",
  "person",
  "agent",
  "representative",
  "someone",
  "somebody",
  "operator",
  "staff",
  "mitarbeiter",
  "mitarbeiterin",
  "mensch",
  "menschen",
  "berater",
  "beraterin",
  "jemand",
  "kundendienst",
  "ansprechpartner",
  "humain",
  "conseiller",
  "conseillere",
  "quelqu",
  "operateur",
  "interlocuteur",
]);
const HUMAN_PHRASES = ["echte persoon", "real person", "talk to", "speak to", "echten menschen", "vrai personne", "une personne"];

export function asksForPerson(question: string): boolean {
  const folded = words(question);
  if (folded.some((word) => HUMAN_WORDS.has(word))) return true;
  const joined = ` ${folded.join(" ")} `;
  return HUMAN_PHRASES.some((phrase) => joined.includes(` ${phrase} `));
}

/** Below this share of the question's terms found in the best passage, the assistant is unsure. */
export const MIN_COVERAGE = 0.5;

/** Whether the best passage is good enough to answer from. */
export function confident(passages: readonly RankedPassage[]): boolean {
  const best = passages[0];
  return !!best && best.coverage >= MIN_COVERAGE;
}
