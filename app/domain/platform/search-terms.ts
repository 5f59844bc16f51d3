// Search terms of a text in one of the four languages: folded, stop words dropped, stemmed, Dutch
// and German compounds split. Profession search and the support assistant both rank by them.
import { SUPPORTED_LANGUAGES, type Language } from "./languages";
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
