// Whether the name on an identity document is the policyholder's (decision 0068). Pure: the
// server reads both names, this decides. People and documents write one name in many ways:
// case, accents, the ĳ ligature, hyphens and dots, initials for first names, and the Dutch
// tussenvoegsel (de, van der, 't) before the family name, after it ("Vries, de") or missing
// because it was kept in a field of its own. None of that makes a different person; a
// different family name always does.

/** A name as the profile holds it (first name, last name with any tussenvoegsel) or a provider reports it. */
export type PersonName = { firstName: string | null | undefined; lastName: string | null | undefined };

/**
 * Tussenvoegsels (and the foreign particles Dutch registers write the same way), after folding:
 * "'t", "'s", "d'" and "l'" lose their apostrophe, so "t", "s", "d" and "l" stand for them.
 */
const TUSSENVOEGSELS = new Set([
  "van",
  "de",
  "der",
  "den",
  "het",
  "t",
  "s",
  "ter",
  "ten",
  "te",
  "in",
  "op",
  "onder",
  "aan",
  "bij",
  "over",
  "voor",
  "uit",
  "uijt",
  "tot",
  "d",
  "l",
  "la",
  "le",
  "les",
  "du",
  "des",
  "da",
  "di",
  "do",
  "dos",
  "del",
  "della",
  "von",
  "vom",
  "zu",
  "zum",
  "zur",
  "am",
  "auf",
  "dem",
]);

/** Letters a compatibility decomposition leaves as they are. */
const LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/**
 * Case, accents and the ĳ ligature folded (é → e, ü → u, ĳ → ij), apostrophes made one; anything
 * else that is no letter (hyphen, dot, digit, extra spaces) separates words.
 */
export function foldName(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[^\p{L}',]+/gu, " ")
    .trim();
}

/**
 * The words of a folded part: "van't" → van, 't; "d'Ancona" → d', ancona. The apostrophe stays
 * for now: it tells "'t" from the initial T. O'Brien stays one word.
 */
function words(folded: string): string[] {
  return folded
    .replace(/(\p{L})'([ts])(?!\p{L})/gu, "$1 '$2")
    .replace(/(^|\s)([dl])'(?=\p{L})/gu, "$1$2' ")
    .split(/[\s,]+/)
    .filter((word) => word.replace(/'/g, "") !== "");
}

const bare = (word: string) => word.replace(/'/g, "");

/** A tussenvoegsel among first names: a word of the list, but never a lone initial ("J. L." stays). */
const trailingTussenvoegsel = (word: string) => TUSSENVOEGSELS.has(bare(word)) && (bare(word).length > 1 || word.includes("'"));

/** "Vries, de" is how registers sort "de Vries": the part after the comma comes first. */
function familyWords(lastName: string): string[] {
  const folded = foldName(lastName);
  const comma = folded.indexOf(",");
  return comma < 0 ? words(folded) : [...words(folded.slice(comma + 1)), ...words(folded.slice(0, comma))];
}

type ParsedName = { given: string[]; family: string[]; tussenvoegsels: string[] };

function parse(name: PersonName): ParsedName {
  const typed = words(foldName(name.firstName ?? ""));
  const familyTyped = familyWords(name.lastName ?? "");
  // "Jan de" + "Vries": a tussenvoegsel typed after the first name belongs to the family name.
  while (typed.length > 1 && trailingTussenvoegsel(typed[typed.length - 1]!)) familyTyped.unshift(typed.pop()!);
  const given = typed.map(bare);
  const family = familyTyped.map(bare);
  const core = family.filter((word) => !TUSSENVOEGSELS.has(word));
  // A family name of tussenvoegsel words only ("Van", "De") is itself the name.
  if (core.length === 0) return { given, family, tussenvoegsels: [] };
  return { given, family: core, tussenvoegsels: family.filter((word) => TUSSENVOEGSELS.has(word)).sort() };
}

/** One first name against another: the same, or one is the other's initial. */
function sameFirstName(a: string, b: string): boolean {
  return a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));
}

/**
 * Every first name the policyholder gives is, in order, among the document's: "J." and "Pieter"
 * are among "Jan Pieter", "J.P." is "Jan Pieter"; "Piet" is not, nor is a first name the
 * document does not carry.
 */
function firstNamesAgree(onDocument: readonly string[], given: readonly string[]): boolean {
  if (onDocument.length === 0 || given.length === 0) return false;
  let at = 0;
  for (const name of given) {
    while (at < onDocument.length && !sameFirstName(name, onDocument[at]!)) at++;
    if (at === onDocument.length) return false;
    at++;
  }
  return true;
}

/**
 * Whether two names are one person's (decision 0068): the family names, without their
 * tussenvoegsels, are the same words in the same order; the tussenvoegsels are the same when
 * both sides give them; the policyholder's first names are among the document's (initials
 * allowed on either side). A name with no family name or no first name matches nothing.
 */
export function namesMatch(document: PersonName, policyholder: PersonName): boolean {
  const a = parse(document);
  const b = parse(policyholder);
  if (a.family.length === 0 || a.family.join(" ") !== b.family.join(" ")) return false;
  if (a.tussenvoegsels.length > 0 && b.tussenvoegsels.length > 0 && a.tussenvoegsels.join(" ") !== b.tussenvoegsels.join(" ")) return false;
  return firstNamesAgree(a.given, b.given);
}

/** The name as written, for people to read ("Jan Pieter de Vries"); spaces tidied, capped. */
export function displayName(name: PersonName, max = 200): string {
  return [name.firstName, name.lastName]
    .map((part) => (part ?? "").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" ")
    .slice(0, max);
}
