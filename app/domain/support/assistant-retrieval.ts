// The support assistant's retrieval (decision 0048): documents in, ranked passages out. Pure:
// no I/O, so the built-in provider, the OpenAI-compatible adapter (which sends these passages as
// context) and the profession suggestions share one tested search. MiniSearch does the ranking
// (BM25 with prefix and fuzzy matching); what is ours is the per-language text handling: accent
// folding, stop words, a light stemmer and splitting the long Dutch and German compounds.
import MiniSearch from "minisearch";
import type { Language } from "../platform/languages";
import { searchTerms, words } from "../platform/search-terms";

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
