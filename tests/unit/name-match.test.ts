import { describe, expect, it } from "vitest";
import { displayName, foldName, namesMatch, type PersonName } from "~/domain/checkout/name-match";

const name = (firstName: string | null, lastName: string | null): PersonName => ({ firstName, lastName });
const DOCUMENT = name("Jan Pieter", "de Vries");

/** Both ways round: for these the rule is the same whichever side is the document. */
function expectMatch(a: PersonName, b: PersonName, expected: boolean) {
  const label = `${displayName(a)} / ${displayName(b)}`;
  expect(namesMatch(a, b), label).toBe(expected);
  expect(namesMatch(b, a), `${label} (reversed)`).toBe(expected);
}

describe("foldName", () => {
  it("folds case, accents, the ĳ ligature and letters without a decomposition", () => {
    expect(foldName("ÉLOÏSE")).toBe("eloise");
    expect(foldName("Müller")).toBe("muller");
    expect(foldName("Ĳsselmuiden")).toBe("ijsselmuiden");
    expect(foldName("Strauß Søren Łukasz")).toBe("strauss soren lukasz");
  });

  it("makes hyphens, dots and runs of spaces one space", () => {
    expect(foldName("  Jan-Willem   van\tDam ")).toBe("jan willem van dam");
    expect(foldName("J.P.")).toBe("j p");
  });
});

describe("names that are the same person's", () => {
  it("the same name written the same way", () => {
    expectMatch(DOCUMENT, name("Jan Pieter", "de Vries"), true);
  });

  it("case, accents, the ĳ ligature, extra spaces and hyphens", () => {
    expectMatch(name("JAN PIETER", "DE VRIES"), DOCUMENT, true);
    expectMatch(name("Willeke Liselotte", "De Bruĳn"), name("willeke liselotte", "de bruijn"), true);
    expectMatch(name("Zoë", "Çelik"), name("Zoe", "Celik"), true);
    expectMatch(name("Jürgen", "Müller-Lüdenscheidt"), name("Jurgen", "Muller Ludenscheidt"), true);
    expectMatch(name("  Jan   Pieter ", " de   Vries "), DOCUMENT, true);
    expectMatch(name("Jan-Pieter", "de Vries"), DOCUMENT, true);
  });

  it("first names as initials, on either side", () => {
    expectMatch(DOCUMENT, name("J.P.", "de Vries"), true);
    expectMatch(DOCUMENT, name("J. P.", "de Vries"), true);
    expectMatch(DOCUMENT, name("J. Pieter", "de Vries"), true);
    expectMatch(name("Jan-Willem", "Bakker"), name("J.W.", "Bakker"), true);
    // The policyholder may give fewer first names than the document; the call name may be a later one.
    for (const given of ["J.", "Jan", "Pieter", "P."]) expect(namesMatch(DOCUMENT, name(given, "de Vries")), given).toBe(true);
  });

  it("the tussenvoegsel before, after with a comma, typed after the first name, or missing on one side", () => {
    expectMatch(DOCUMENT, name("Jan Pieter", "Vries, de"), true);
    expectMatch(DOCUMENT, name("Jan Pieter", "Vries de"), true);
    expectMatch(DOCUMENT, name("Jan Pieter de", "Vries"), true);
    expectMatch(name("Piet", "van 't Hek"), name("Piet van 't", "Hek"), true);
    // Initials that read as tussenvoegsels stay first names.
    expectMatch(name("Willeke Liselotte", "De Bruijn"), name("W. L.", "de Bruijn"), true);
    expectMatch(name("Dirk Theo", "Smit"), name("D.T.", "Smit"), true);
    expectMatch(DOCUMENT, name("Jan Pieter", "Vries"), true);
    expectMatch(name("Anna", "van der Berg"), name("A.", "Berg, van der"), true);
    expectMatch(name("Anna", "van den Heuvel"), name("Anna", "Heuvel"), true);
    expectMatch(name("Kees", "ter Horst"), name("K.", "Ter Horst"), true);
    expectMatch(name("Kees", "ten Brink"), name("Kees", "Brink, ten"), true);
  });

  it("'t, in 't, van 't and 's with any apostrophe or none", () => {
    expectMatch(name("Piet", "van 't Hek"), name("P.", "van’t Hek"), true);
    expectMatch(name("Piet", "van 't Hek"), name("Piet", "Hek, van 't"), true);
    expectMatch(name("Lotte", "in 't Veld"), name("Lotte", "in t Veld"), true);
    expectMatch(name("Lotte", "in 't Veld"), name("Lotte", "Veld"), true);
    expectMatch(name("Joost", "'s-Gravesande"), name("Joost", "’s Gravesande"), true);
    expectMatch(name("Joost", "'t Hooft"), name("Joost", "Hooft, 't"), true);
  });

  it("double family names with a tussenvoegsel inside", () => {
    expectMatch(name("Sanne", "Jansen-de Vries"), name("S.", "Jansen de Vries"), true);
  });

  it("a family name that is a tussenvoegsel word itself", () => {
    expectMatch(name("Maria", "De"), name("Maria", "de"), true);
  });
});

describe("names that are not", () => {
  it("a different family name never matches, whatever the first names", () => {
    expectMatch(DOCUMENT, name("Jan Pieter", "de Vos"), false);
    expectMatch(DOCUMENT, name("Jan Pieter", "Vriesman"), false);
    expectMatch(DOCUMENT, name("Jan Pieter", "de Vries-Bakker"), false);
    expectMatch(name("Sanne", "Jansen-de Vries"), name("Sanne", "de Vries"), false);
    expectMatch(name("Sanne", "Jansen-de Vries"), name("Sanne", "de Vries-Jansen"), false);
    // ij and y are different letters in a name: Bruijn is not Bruyn.
    expectMatch(name("Willeke", "de Bruijn"), name("Willeke", "de Bruyn"), false);
  });

  it("tussenvoegsels that both sides give and that differ", () => {
    expectMatch(name("Anna", "van Dijk"), name("Anna", "van den Dijk"), false);
    expectMatch(name("Anna", "de Wit"), name("Anna", "van Wit"), false);
  });

  it("first names that disagree, also as initials", () => {
    expectMatch(DOCUMENT, name("Kees", "de Vries"), false);
    expectMatch(DOCUMENT, name("K.", "de Vries"), false);
    expectMatch(DOCUMENT, name("P.J.", "de Vries"), false);
    expectMatch(DOCUMENT, name("Piet", "de Vries"), false);
    expectMatch(name("Anne-Marie", "Smit"), name("Annemarie", "Smit"), false);
  });

  it("a first name of the policyholder's that the document does not carry (the document may carry more)", () => {
    expect(namesMatch(DOCUMENT, name("J.P.K.", "de Vries"))).toBe(false);
    expect(namesMatch(DOCUMENT, name("Jan Pieter Kees", "de Vries"))).toBe(false);
    expect(namesMatch(name("Jan", "de Vries"), name("Jan Pieter", "de Vries"))).toBe(false);
    expect(namesMatch(name("J.P.K.", "de Vries"), name("Jan Pieter", "de Vries"))).toBe(true);
  });

  it("a side without a first name or without a family name", () => {
    expectMatch(DOCUMENT, name(null, "de Vries"), false);
    expectMatch(DOCUMENT, name("", "de Vries"), false);
    expectMatch(DOCUMENT, name("Jan Pieter", null), false);
    expectMatch(DOCUMENT, name("Jan Pieter", " - "), false);
    expectMatch(name(null, null), name(null, null), false);
  });
});

describe("displayName", () => {
  it("is the name as written, with spaces tidied", () => {
    expect(displayName(name("Jan  Pieter ", " de Vries"))).toBe("Jan Pieter de Vries");
    expect(displayName(name(null, "Vries, de"))).toBe("Vries, de");
    expect(displayName(name("J.P.", "de Vries"))).toBe("J.P. de Vries");
  });

  it("is capped", () => {
    expect(displayName(name("A".repeat(300), "B"))).toHaveLength(200);
  });
});
